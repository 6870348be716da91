import type { Ref } from 'react';
import forms from './forms.module.css';

interface ViewActionsProps {
  editing: false;
  editButton: Ref<HTMLButtonElement>;
  onEdit: () => void;
  onDelete: () => void;
}

interface EditActionsProps {
  editing: true;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
}

/** The buttons of an editable table row: Edit and Delete, or while editing, Save and Cancel. */
export function RowActions(props: ViewActionsProps | EditActionsProps) {
  return props.editing ? <EditActions {...props} /> : <ViewActions {...props} />;
}

function ViewActions({ editButton, onEdit, onDelete }: ViewActionsProps) {
  return (
    <div className={forms.actions}>
      <button ref={editButton} type="button" className={`${forms.secondary} ${forms.small}`} onClick={onEdit}>
        Edit
      </button>
      <button type="button" className={`${forms.danger} ${forms.small}`} onClick={onDelete}>
        Delete
      </button>
    </div>
  );
}

function EditActions({ saving, onSave, onCancel }: EditActionsProps) {
  return (
    <div className={forms.actions}>
      <button type="button" className={`${forms.primary} ${forms.small}`} disabled={saving} onClick={onSave}>
        {saving ? 'Saving...' : 'Save'}
      </button>
      <button type="button" className={`${forms.secondary} ${forms.small}`} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
