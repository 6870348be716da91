import { Fragment, useEffect, useRef, useState } from 'react';
import { listEditorTexts as texts } from '#shared/content/list-editor-texts';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import { errorMessage } from '#client/admin/error-message.ts';
import { EmptyMessage, ErrorMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { EntryForm } from './entry-form.tsx';
import { EntryRow, type RowButton } from './entry-row.tsx';
import { blankOf } from './field-spec.ts';
import type { ListConfig } from './list-config.ts';
import { groupKey, moveBy, moveOnto, positionOf, type DraftEntry } from './list-order.ts';
import { locateProblem, type Problem } from './locate-problem.ts';
import { useUnsavedChanges } from '#client/admin/unsaved-changes.tsx';
import { useListDraft } from './use-list-draft.ts';
import styles from './lists.module.css';

interface ListEditorProps<T> {
  config: ListConfig<T>;
  saved: readonly T[];
  /** Sends the whole list and resolves with what the server stored. */
  save: (values: T[]) => Promise<readonly T[]>;
  saving: boolean;
}

type Editing = { key: number } | { key: 'new' } | null;

/**
 * Any of the site's lists: add, edit, remove, reorder (drag and drop, or Up and Down), then one
 * "Save changes" sends the whole list in its new order.
 */
export function ListEditor<T>({ config, saved, save, saving }: ListEditorProps<T>) {
  const { grouping, nameOf } = config;
  const draft = useListDraft(saved, grouping);
  useUnsavedChanges(draft.dirty);
  const confirm = useConfirm();
  const showSuccess = useSuccessPopup();
  const [editing, setEditing] = useState<Editing>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragKey, setDragKey] = useState<number | null>(null);
  const [overKey, setOverKey] = useState<number | null>(null);
  const buttons = useRef(new Map<string, HTMLElement>());
  // Where focus goes once the change it follows is drawn (a moved entry's button, the Add button, ...).
  const focusNext = useRef<string | null>(null);
  const setFocusNext = (target: string) => {
    focusNext.current = target;
  };

  useEffect(() => {
    if (!focusNext.current) return;
    buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const nameOfEntry = (value: T) => nameOf(value).trim() || texts.unnamed;

  function announceMove(next: DraftEntry<T>[], entry: DraftEntry<T>) {
    const { position, count } = positionOf(next, entry.key, grouping);
    setAnnouncement(texts.moved(nameOfEntry(entry.value), position, count));
    return { position, count };
  }

  function move(entry: DraftEntry<T>, step: -1 | 1) {
    const { position, count } = announceMove(moveBy(draft.items, entry.key, step, grouping), entry);
    draft.move(entry.key, step);
    // At the top, Up is disabled: focus stays on the entry through its other button.
    const stays = step < 0 ? position > 1 : position < count;
    const [same, other] = step < 0 ? ['up', 'down'] : ['down', 'up'];
    setFocusNext(`${entry.key}:${stays ? same : other}`);
  }

  function drop(entry: DraftEntry<T>) {
    const dragged = draft.items.find((candidate) => candidate.key === dragKey);
    setDragKey(null);
    setOverKey(null);
    if (!dragged || dragged.key === entry.key) return;
    const next = moveOnto(draft.items, dragged.key, entry.key, grouping);
    if (next === draft.items) return;
    announceMove(next, dragged);
    draft.moveOnto(dragged.key, entry.key);
  }

  async function remove(entry: DraftEntry<T>) {
    const answer = await confirm({
      message: texts.removeQuestion(nameOfEntry(entry.value)),
      confirmLabel: 'Delete',
    });
    if (!answer) return;
    const index = draft.items.indexOf(entry);
    const neighbour = draft.items[index + 1] ?? draft.items[index - 1];
    draft.remove(entry.key);
    setFocusNext(neighbour ? `${neighbour.key}:edit` : 'add');
  }

  function finishEditing(value: T | null) {
    if (!editing) return;
    if (value === null) setFocusNext(editing.key === 'new' ? 'add' : `${editing.key}:edit`);
    else if (editing.key === 'new') setFocusNext(`${draft.add(value)}:edit`);
    else {
      draft.replace(editing.key, value);
      setFocusNext(`${editing.key}:edit`);
    }
    setEditing(null);
  }

  async function saveAll() {
    setProblem(null);
    const values = draft.items.map((entry) => entry.value);
    try {
      draft.reset(await save(values));
      showSuccess(texts.saved(config.title));
    } catch (failure) {
      const message = errorMessage(failure, texts.saveFailed);
      setProblem(locateProblem(message, values, config.listSchema, config.fields, nameOfEntry));
    }
  }

  async function discard() {
    if (!(await confirm({ message: texts.discardQuestion }))) return;
    setEditing(null);
    setProblem(null);
    draft.discard();
  }

  const groups = grouping ? grouping.order : [''];
  const renderEntry = (entry: DraftEntry<T>, index: number) => {
    if (editing?.key === entry.key)
      return (
        <li key={entry.key} className={styles.editing}>
          <EntryForm
            heading={texts.editing(nameOfEntry(entry.value))}
            initial={entry.value}
            fields={config.fields}
            schema={config.listSchema.element}
            onDone={finishEditing}
            onCancel={() => finishEditing(null)}
          />
        </li>
      );
    const { position, count } = positionOf(draft.items, entry.key, grouping);
    return (
      <EntryRow
        key={entry.key}
        name={nameOfEntry(entry.value)}
        detail={config.detailOf?.(entry.value)}
        position={position}
        count={count}
        problem={problem?.index === index}
        buttonRef={(button: RowButton, element) => {
          if (element) buttons.current.set(`${entry.key}:${button}`, element);
          else buttons.current.delete(`${entry.key}:${button}`);
        }}
        drag={{
          dragging: dragKey === entry.key,
          over: overKey === entry.key && dragKey !== entry.key,
          onDragStart: (event) => {
            event.dataTransfer?.setData('text/plain', nameOfEntry(entry.value));
            if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
            setDragKey(entry.key);
          },
          onDragOver: (event) => {
            const dragged = draft.items.find((candidate) => candidate.key === dragKey);
            if (!dragged || groupKey(grouping, dragged.value) !== groupKey(grouping, entry.value)) return;
            event.preventDefault();
            setOverKey(entry.key);
          },
          onDrop: (event) => {
            event.preventDefault();
            drop(entry);
          },
          onDragEnd: () => {
            setDragKey(null);
            setOverKey(null);
          },
        }}
        onMove={(step) => move(entry, step)}
        onEdit={() => setEditing({ key: entry.key })}
        onRemove={() => void remove(entry)}
      />
    );
  };

  return (
    <div className={styles.editor}>
      {draft.items.length === 0 && <EmptyMessage>{texts.empty}</EmptyMessage>}
      {groups.map((group) => {
        const entries = draft.items
          .map((entry, index) => ({ entry, index }))
          .filter(({ entry }) => groupKey(grouping, entry.value) === group);
        return (
          <Fragment key={group}>
            {grouping && <h3 className={styles.groupHeading}>{grouping.labels[group]}</h3>}
            {entries.length > 0 && (
              <ol className={styles.list} aria-label={grouping?.labels[group] ?? config.title}>
                {entries.map(({ entry, index }) => renderEntry(entry, index))}
              </ol>
            )}
          </Fragment>
        );
      })}
      {editing?.key === 'new' ? (
        <div className={styles.editing}>
          <EntryForm
            heading={texts.adding(config.noun)}
            initial={blankOf(config.fields, config.blank)}
            fields={config.fields}
            schema={config.listSchema.element}
            onDone={finishEditing}
            onCancel={() => finishEditing(null)}
          />
        </div>
      ) : (
        <button
          ref={(element) => {
            if (element) buttons.current.set('add', element);
          }}
          type="button"
          className={`${forms.secondary} ${styles.add}`}
          onClick={() => setEditing({ key: 'new' })}
        >
          {texts.add(config.noun)}
        </button>
      )}
      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
      <div className={styles.divided}>
        {problem && (
          <ErrorMessage>
            {problem.where && <span className={styles.where}>{problem.where} </span>}
            {problem.message}
          </ErrorMessage>
        )}
        {draft.dirty && <p className={styles.unsaved}>{texts.unsaved}</p>}
        {editing && <p className={forms.hint}>{texts.finishFirst}</p>}
        <div className={forms.actions}>
          <button
            type="button"
            className={forms.primary}
            disabled={saving || editing !== null}
            onClick={() => void saveAll()}
          >
            {saving ? texts.saving : texts.saveChanges}
          </button>
          <button
            type="button"
            className={forms.secondary}
            disabled={!draft.dirty || saving}
            onClick={() => void discard()}
          >
            {texts.discard}
          </button>
        </div>
      </div>
    </div>
  );
}
