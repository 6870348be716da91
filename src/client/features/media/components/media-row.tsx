import { useId, useState, type ChangeEvent } from 'react';
import { ALT_TEXT_MAX, mediaCategories, mediaTypes, type MediaItem } from '#shared/api/media';
import { DataCell, DataRow } from '#client/admin/data-table.tsx';
import { RowActions } from '#client/admin/row-actions.tsx';
import { useFocusAfterEdit } from '#client/admin/use-focus-after-edit.ts';
import forms from '#client/admin/forms.module.css';
import { Options } from '#client/admin/options.tsx';
import { isPhoto } from './media-options.ts';
import { MediaThumb } from './media-thumb.tsx';
import styles from './media-list.module.css';

export interface MediaEdit {
  media_category: string;
  media_type: string;
  alt_text: string;
}

interface MediaRowProps {
  item: MediaItem;
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (edit: MediaEdit) => void;
  onDelete: () => void;
}

/** One media item: its preview, category and type, read-only or, while editing, as selects. */
export function MediaRow({ item, editing, saving, onEdit, onCancel, onSave, onDelete }: MediaRowProps) {
  const editButton = useFocusAfterEdit(editing);
  return (
    <DataRow>
      <DataCell label="Preview">
        <MediaThumb item={item} />
      </DataCell>
      {editing ? (
        <MediaEditCells item={item} saving={saving} onCancel={onCancel} onSave={onSave} />
      ) : (
        <>
          <DataCell label="Category">{item.media_category}</DataCell>
          <DataCell label="Type">{item.media_type}</DataCell>
          <DataCell label="Actions">
            <RowActions editing={false} editButton={editButton} onEdit={onEdit} onDelete={onDelete} />
          </DataCell>
        </>
      )}
    </DataRow>
  );
}

interface SelectCellProps {
  label: string;
  values: readonly string[];
  value: string;
  autoFocus?: boolean;
  onChange: (value: string) => void;
}

/** A cell of the row being edited: a select named for screen readers; sighted people see the column. */
function SelectCell({ label, values, value, autoFocus, onChange }: SelectCellProps) {
  const onPick = (event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value);
  return (
    <DataCell label={label}>
      <select
        aria-label={label}
        className={forms.control}
        autoFocus={autoFocus}
        value={value}
        onChange={onPick}
      >
        <Options values={values} />
      </select>
    </DataCell>
  );
}

function MediaEditCells({
  item,
  saving,
  onCancel,
  onSave,
}: Pick<MediaRowProps, 'item' | 'saving' | 'onCancel' | 'onSave'>) {
  const altId = useId();
  const [edit, setEdit] = useState<MediaEdit>({
    media_category: item.media_category,
    media_type: mediaTypes.find((type) => type.toLowerCase() === item.media_type.toLowerCase()) ?? '',
    alt_text: item.alt_text ?? '',
  });
  return (
    <>
      <SelectCell
        label="Category"
        values={mediaCategories}
        value={edit.media_category}
        autoFocus
        onChange={(media_category) => setEdit({ ...edit, media_category })}
      />
      <SelectCell
        label="Type"
        values={mediaTypes}
        value={edit.media_type}
        onChange={(media_type) => setEdit({ ...edit, media_type })}
      />
      <DataCell label="Actions">
        <div className={styles.editActions}>
          {isPhoto(edit.media_type) && (
            <div className={forms.field}>
              <label htmlFor={altId}>Description</label>
              <input
                id={altId}
                className={forms.control}
                maxLength={ALT_TEXT_MAX}
                value={edit.alt_text}
                onChange={(event) => setEdit({ ...edit, alt_text: event.target.value })}
              />
            </div>
          )}
          <RowActions editing saving={saving} onSave={() => onSave(edit)} onCancel={onCancel} />
        </div>
      </DataCell>
    </>
  );
}
