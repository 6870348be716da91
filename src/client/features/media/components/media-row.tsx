import { useId, useState, type ChangeEvent } from 'react';
import { ALT_TEXT_MAX, mediaTypes, type MediaItem } from '#shared/api/media';
import { categoryTexts, NO_CATEGORY } from '#shared/api/media-categories';
import { heldBackReason } from '#shared/api/media-children';
import { DataCell, DataRow } from '#client/admin/data-table.tsx';
import { RowActions } from '#client/admin/row-actions.tsx';
import { useFocusAfterEdit } from '#client/admin/use-focus-after-edit.ts';
import forms from '#client/admin/forms.module.css';
import { useCategoryNames } from '../api/get-media-categories.ts';
import { isPhoto } from './media-options.ts';
import { MediaThumb } from './media-thumb.tsx';
import { ChildrenQuestion, noChildrenAnswer, type ChildrenValue } from './children-question.tsx';
import { childrenTexts as say } from '../children-texts.ts';
import styles from './media-list.module.css';

export interface MediaEdit {
  media_category: string;
  media_type: string;
  alt_text: string;
  children: ChildrenValue;
}

/** The answer about children as the edit form starts from it. */
export function childrenValueOf(item: MediaItem): ChildrenValue {
  if (!item.children) return noChildrenAnswer;
  if (item.children === 'no') return { answer: 'no', consentOnFile: '', where: '' };
  return {
    answer: 'yes',
    consentOnFile: item.children_consent ? 'yes' : 'no',
    where: item.children_consent ?? '',
  };
}

/** What the list says of the answer: why an item is not on the public gallery, or that it was never asked. */
function childrenLabel(item: MediaItem) {
  if (!item.children) return say.notAsked;
  if (item.children === 'no') return say.noChildren;
  return item.children_consent ? say.withConsent(item.children_consent) : say.heldBack;
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
          <DataCell label="Category">{categoryLabel(item.media_category)}</DataCell>
          <DataCell label="Type">{item.media_type}</DataCell>
          <DataCell label={say.column}>
            <span className={heldBackReason(item) ? styles.heldBack : undefined}>{childrenLabel(item)}</span>
          </DataCell>
          <DataCell label="Actions">
            <RowActions editing={false} editButton={editButton} onEdit={onEdit} onDelete={onDelete} />
          </DataCell>
        </>
      )}
    </DataRow>
  );
}

/** An item kept in the library only has no category: the list says so instead of showing nothing. */
const categoryLabel = (category: string) =>
  category === NO_CATEGORY ? categoryTexts.noCategoryLabel : category;

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
        {values.map((value) => (
          <option key={value} value={value}>
            {categoryLabel(value)}
          </option>
        ))}
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
  const names = useCategoryNames();
  // The item's own category stays offered: "library only", or its name while the list loads.
  const categories = names.includes(item.media_category) ? names : [item.media_category, ...names];
  const [edit, setEdit] = useState<MediaEdit>({
    media_category: item.media_category,
    media_type: mediaTypes.find((type) => type.toLowerCase() === item.media_type.toLowerCase()) ?? '',
    alt_text: item.alt_text ?? '',
    children: childrenValueOf(item),
  });
  const childrenError = useId();
  return (
    <>
      <SelectCell
        label="Category"
        values={categories}
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
      <DataCell label={say.column}>
        <ChildrenQuestion
          value={edit.children}
          onChange={(children) => setEdit({ ...edit, children })}
          problem={null}
          errorId={childrenError}
        />
      </DataCell>
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
