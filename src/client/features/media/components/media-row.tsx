import { useId, useState } from 'react';
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

function MediaEditCells({
  item,
  saving,
  onCancel,
  onSave,
}: Pick<MediaRowProps, 'item' | 'saving' | 'onCancel' | 'onSave'>) {
  const ids = { category: useId(), type: useId(), alt: useId() };
  const [edit, setEdit] = useState<MediaEdit>({
    media_category: item.media_category,
    media_type: mediaTypes.find((type) => type.toLowerCase() === item.media_type.toLowerCase()) ?? '',
    alt_text: item.alt_text ?? '',
  });
  return (
    <>
      <DataCell label="Category">
        <label htmlFor={ids.category} className="visually-hidden">
          Category
        </label>
        <select
          id={ids.category}
          className={forms.control}
          autoFocus
          value={edit.media_category}
          onChange={(event) => setEdit({ ...edit, media_category: event.target.value })}
        >
          <Options values={mediaCategories} />
        </select>
      </DataCell>
      <DataCell label="Type">
        <label htmlFor={ids.type} className="visually-hidden">
          Type
        </label>
        <select
          id={ids.type}
          className={forms.control}
          value={edit.media_type}
          onChange={(event) => setEdit({ ...edit, media_type: event.target.value })}
        >
          <Options values={mediaTypes} />
        </select>
      </DataCell>
      <DataCell label="Actions">
        <div className={styles.editActions}>
          {isPhoto(edit.media_type) && (
            <div className={forms.field}>
              <label htmlFor={ids.alt}>Description</label>
              <input
                id={ids.alt}
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
