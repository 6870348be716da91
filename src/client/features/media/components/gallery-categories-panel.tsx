import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { mediaCount, type CategoryList, type GalleryCategoryEntry } from '#shared/api/media-categories';
import { errorMessage } from '#client/admin/error-message.ts';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import { ErrorMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { useUnsavedChanges } from '#client/admin/unsaved-changes.tsx';
import { moveBy, moveOnto } from '#client/features/site-content/lists/components/list-order.ts';
import {
  useAddCategory,
  useMergeCategory,
  useRemoveCategory,
  useRenameCategory,
  useReorderCategories,
} from '../api/edit-media-categories.ts';
import { categoriesLoadFailed, mediaCategoriesKey, useMediaCategories } from '../api/get-media-categories.ts';
import { galleryCategoriesTexts as texts } from '../gallery-categories-texts.ts';
import styles from './gallery-categories.module.css';

const fallback = 'The categories could not be changed. Please try again.';

/** Gallery categories: the administrator adds, renames, orders, merges and removes the gallery's categories. */
export function GalleryCategoriesPanel() {
  const categories = useMediaCategories();
  if (categories.isPending) return <LoadingMessage>{texts.loading}</LoadingMessage>;
  if (categories.isError)
    return <LoadError message={categoriesLoadFailed} onRetry={() => void categories.refetch()} />;
  return <CategoriesEditor list={categories.data} />;
}

type Open = { id: number; mode: 'rename' | 'merge' | 'remove' } | null;

function CategoriesEditor({ list }: { list: CategoryList }) {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const add = useAddCategory();
  const rename = useRenameCategory();
  const reorder = useReorderCategories();
  const merge = useMergeCategory();
  const remove = useRemoveCategory();
  const busy = add.isPending || rename.isPending || reorder.isPending || merge.isPending || remove.isPending;

  const [open, setOpen] = useState<Open>(null);
  const [newName, setNewName] = useState('');
  const [renameTo, setRenameTo] = useState('');
  const [destination, setDestination] = useState('');
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { add: useId(), status: useId() };

  const container = useRef<HTMLDivElement>(null);
  // What gets focus once the list shows the change: the moved item's button, or the list's heading.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const selector = focusNext.current;
    if (!selector) return;
    focusNext.current = null;
    container.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  const opened = open && list.categories.find((category) => category.id === open.id);
  useUnsavedChanges(
    newName.trim() !== '' || (open?.mode === 'rename' && !!opened && renameTo.trim() !== opened.name),
  );

  /** The server's answer is the list as it now is: shown at once, and said. */
  const done = (answer: CategoryList, said = answer.message ?? '') => {
    queryClient.setQueryData(mediaCategoriesKey, answer);
    setError(null);
    setStatus(said);
  };
  const failed = (failure: unknown) => {
    setStatus('');
    setError(errorMessage(failure, fallback));
  };

  function openFor(category: GalleryCategoryEntry, mode: NonNullable<Open>['mode']) {
    setError(null);
    setOpen({ id: category.id, mode });
    setRenameTo(category.name);
    const others = list.categories.filter((other) => other.id !== category.id);
    setDestination(mode === 'remove' && others.length === 0 ? 'library' : String(others[0]?.id ?? ''));
    focusNext.current = `[data-open-field="${category.id}"]`;
  }

  function close(category: GalleryCategoryEntry, action: string) {
    setOpen(null);
    focusNext.current = `[data-category="${category.id}"] [data-action="${action}"]`;
  }

  const entries = list.categories.map((entry) => ({ key: entry.id, value: entry }));
  const [dragged, setDragged] = useState<number | null>(null);

  /** Dropped with the mouse onto another category: it takes that one's place. */
  function drop(target: GalleryCategoryEntry) {
    const category = list.categories.find((entry) => entry.id === dragged);
    setDragged(null);
    if (busy || !category || category.id === target.id) return;
    const order = moveOnto(entries, category.id, target.id).map((entry) => entry.key);
    const position = order.indexOf(category.id) + 1;
    reorder.mutate(
      { ids: order },
      {
        onSuccess: (answer) => done(answer, texts.moved(category.name, position, order.length)),
        onError: failed,
      },
    );
  }

  function move(category: GalleryCategoryEntry, step: -1 | 1) {
    // One move at a time: the next is made from the order the server has confirmed.
    if (busy) return;
    const order = moveBy(entries, category.id, step).map((entry) => entry.key);
    const position = order.indexOf(category.id) + 1;
    reorder.mutate(
      { ids: order },
      {
        onSuccess: (answer) => {
          done(answer, texts.moved(category.name, position, order.length));
          const edge = (step === -1 && position === 1) || (step === 1 && position === order.length);
          const action = (step === -1) !== edge ? 'up' : 'down';
          focusNext.current = `[data-category="${category.id}"] [data-action="${action}"]`;
        },
        onError: failed,
      },
    );
  }

  function submitRename(event: FormEvent, category: GalleryCategoryEntry) {
    event.preventDefault();
    rename.mutate(
      { id: category.id, name: renameTo },
      {
        onSuccess: (answer) => {
          done(answer);
          close(category, 'rename');
        },
        onError: failed,
      },
    );
  }

  async function submitMerge(event: FormEvent, category: GalleryCategoryEntry) {
    event.preventDefault();
    const into = list.categories.find((other) => String(other.id) === destination);
    if (!into) return;
    const message = texts.confirmMerge(category.name, into.name, category.mediaCount);
    if (!(await confirm({ message, confirmLabel: 'Confirm' }))) return;
    merge.mutate(
      { id: category.id, into: into.id },
      {
        onSuccess: (answer) => {
          done(answer);
          setOpen(null);
          focusNext.current = `[data-list-title]`;
        },
        onError: failed,
      },
    );
  }

  async function submitRemove(event: FormEvent, category: GalleryCategoryEntry) {
    event.preventDefault();
    const to = destination === 'library' ? null : list.categories.find((o) => String(o.id) === destination);
    if (to === undefined) return;
    const message = texts.confirmRemove(category.name, category.mediaCount, to?.name ?? null);
    if (!(await confirm({ message, confirmLabel: 'Delete' }))) return;
    remove.mutate(
      { id: category.id, mediaTo: to?.id ?? 'library' },
      {
        onSuccess: (answer) => {
          done(answer);
          setOpen(null);
          focusNext.current = `[data-list-title]`;
        },
        onError: failed,
      },
    );
  }

  function submitAdd(event: FormEvent) {
    event.preventDefault();
    add.mutate(
      { name: newName },
      {
        onSuccess: (answer) => {
          done(answer);
          setNewName('');
        },
        onError: failed,
      },
    );
  }

  const count = list.categories.length;
  return (
    <div ref={container} className={styles.panel}>
      <p className={styles.note}>{texts.intro}</p>
      <p id={ids.status} role="status" className={styles.note}>
        {status}
      </p>
      {error && <ErrorMessage>{error}</ErrorMessage>}

      <h3 data-list-title tabIndex={-1} className={styles.subtitle}>
        {texts.listTitle}
      </h3>
      {count === 0 ? (
        <p className={styles.note}>{texts.empty}</p>
      ) : (
        <ol className={styles.list} aria-label={texts.listTitle}>
          {list.categories.map((category, index) => {
            const others = list.categories.filter((other) => other.id !== category.id);
            const mode = open?.id === category.id ? open.mode : null;
            return (
              <li
                key={category.id}
                data-category={category.id}
                className={`${styles.item} ${dragged === category.id ? styles.dragging : ''}`}
                draggable={mode === null}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  setDragged(category.id);
                }}
                onDragOver={(event) => {
                  if (dragged !== null) event.preventDefault();
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  drop(category);
                }}
                onDragEnd={() => setDragged(null)}
              >
                <div className={styles.heading}>
                  <span className={styles.name}>{category.name}</span>
                  <span className={styles.count}>{mediaCount(category.mediaCount)}</span>
                </div>
                <div role="group" aria-label={texts.actionsOf(category.name)} className={forms.actions}>
                  <button
                    type="button"
                    data-action="up"
                    className={`${forms.secondary} ${forms.small}`}
                    aria-label={texts.moveUp(category.name)}
                    disabled={index === 0}
                    onClick={() => move(category, -1)}
                  >
                    ↑ Up
                  </button>
                  <button
                    type="button"
                    data-action="down"
                    className={`${forms.secondary} ${forms.small}`}
                    aria-label={texts.moveDown(category.name)}
                    disabled={index === count - 1}
                    onClick={() => move(category, 1)}
                  >
                    ↓ Down
                  </button>
                  <button
                    type="button"
                    data-action="rename"
                    className={`${forms.secondary} ${forms.small}`}
                    aria-expanded={mode === 'rename'}
                    onClick={() =>
                      mode === 'rename' ? close(category, 'rename') : openFor(category, 'rename')
                    }
                  >
                    {texts.rename}
                  </button>
                  {others.length > 0 && (
                    <button
                      type="button"
                      data-action="merge"
                      className={`${forms.secondary} ${forms.small}`}
                      aria-expanded={mode === 'merge'}
                      onClick={() =>
                        mode === 'merge' ? close(category, 'merge') : openFor(category, 'merge')
                      }
                    >
                      {texts.merge}
                    </button>
                  )}
                  <button
                    type="button"
                    data-action="remove"
                    className={`${forms.danger} ${forms.small}`}
                    aria-expanded={mode === 'remove'}
                    onClick={() =>
                      mode === 'remove' ? close(category, 'remove') : openFor(category, 'remove')
                    }
                  >
                    {texts.remove}
                  </button>
                </div>

                {mode === 'rename' && (
                  <form
                    className={styles.inline}
                    onSubmit={(event) => submitRename(event, category)}
                    onKeyDown={(event) => {
                      if (event.key === 'Escape') close(category, 'rename');
                    }}
                  >
                    <div className={forms.field}>
                      <label htmlFor={`rename-${category.id}`}>{texts.renameLabel(category.name)}</label>
                      <input
                        id={`rename-${category.id}`}
                        data-open-field={category.id}
                        className={forms.control}
                        value={renameTo}
                        maxLength={100}
                        onChange={(event) => setRenameTo(event.target.value)}
                      />
                    </div>
                    <div className={forms.actions}>
                      <button type="submit" className={`${forms.primary} ${forms.small}`} disabled={busy}>
                        {texts.save}
                      </button>
                      <button
                        type="button"
                        className={`${forms.secondary} ${forms.small}`}
                        onClick={() => close(category, 'rename')}
                      >
                        {texts.cancel}
                      </button>
                    </div>
                  </form>
                )}

                {(mode === 'merge' || mode === 'remove') && (
                  <form
                    className={styles.inline}
                    onSubmit={(event) =>
                      void (mode === 'merge' ? submitMerge(event, category) : submitRemove(event, category))
                    }
                    onKeyDown={(event) => {
                      if (event.key === 'Escape') close(category, mode);
                    }}
                  >
                    <div className={forms.field}>
                      <label htmlFor={`${mode}-${category.id}`}>
                        {mode === 'merge'
                          ? texts.mergeLabel(category.name)
                          : texts.removeLabel(category.name)}
                      </label>
                      <select
                        id={`${mode}-${category.id}`}
                        data-open-field={category.id}
                        className={forms.control}
                        value={destination}
                        onChange={(event) => setDestination(event.target.value)}
                      >
                        {others.map((other) => (
                          <option key={other.id} value={other.id}>
                            {other.name}
                          </option>
                        ))}
                        {mode === 'remove' && <option value="library">{texts.libraryOnlyChoice}</option>}
                      </select>
                    </div>
                    <div className={forms.actions}>
                      <button
                        type="submit"
                        className={`${mode === 'merge' ? forms.primary : forms.danger} ${forms.small}`}
                        disabled={busy}
                      >
                        {mode === 'merge' ? texts.mergeSubmit : texts.removeSubmit}
                      </button>
                      <button
                        type="button"
                        className={`${forms.secondary} ${forms.small}`}
                        onClick={() => close(category, mode)}
                      >
                        {texts.cancel}
                      </button>
                    </div>
                  </form>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {list.libraryOnlyCount > 0 && <p className={styles.note}>{texts.libraryOnly(list.libraryOnlyCount)}</p>}

      <form className={styles.inline} onSubmit={submitAdd}>
        <h3 className={styles.subtitle}>{texts.addTitle}</h3>
        <div className={forms.field}>
          <label htmlFor={ids.add}>{texts.addLabel}</label>
          <input
            id={ids.add}
            className={forms.control}
            value={newName}
            maxLength={100}
            onChange={(event) => setNewName(event.target.value)}
          />
        </div>
        <div className={forms.actions}>
          <button type="submit" className={forms.primary} disabled={busy}>
            {texts.addSubmit}
          </button>
        </div>
      </form>
    </div>
  );
}
