import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Audience } from '#shared/api/audiences';
import { audienceLimits } from '#shared/api/audience-fields';
import { errorMessage } from '#client/admin/error-message.ts';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import { ErrorMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import forms from '#client/admin/forms.module.css';
import badges from '#client/admin/status-badge.module.css';
import {
  useCreateAudience,
  useRemoveAudience,
  useReorderAudiences,
  useUpdateAudience,
} from './api/audience-changes.ts';
import { audiencesTexts as say } from './audiences-texts.ts';
import { useAudiences } from './get-audiences.ts';
import styles from './audiences.module.css';

type Editing = { kind: 'rename'; key: string } | { kind: 'remove'; key: string } | null;

/**
 * Audiences: add, rename, reorder (up and down, by keyboard as by mouse), offer on the subscribe form or take
 * off it, and remove one, choosing where its subscribers go. Each change is saved at once.
 */
export function AudiencesPanel() {
  const audiences = useAudiences();
  const ids = { add: useId(), list: useId() };
  const [editing, setEditing] = useState<Editing>(null);
  const [error, setError] = useState('');
  /**
   * The control to focus once the list is drawn again (after a move, a rename or a removal): the button the
   * keyboard was on is drawn anew in its new place.
   */
  const focusNext = useRef<string | null>(null);
  const setFocusNext = (id: string) => {
    focusNext.current = id;
  };
  const create = useCreateAudience();
  const update = useUpdateAudience();
  const reorder = useReorderAudiences();
  const remove = useRemoveAudience();
  const confirm = useConfirm();
  const popup = useSuccessPopup();
  const [newName, setNewName] = useState('');

  useEffect(() => {
    const target = focusNext.current && document.getElementById(focusNext.current);
    if (!target) return;
    target.focus();
    focusNext.current = null;
  });

  if (audiences.isPending) return <LoadingMessage>{say.loading}</LoadingMessage>;
  if (audiences.isError)
    return <LoadError message={say.loadFailed} onRetry={() => void audiences.refetch()} />;
  const list = audiences.data;
  const controlId = (key: string, control: string) => `${ids.list}-${key}-${control}`;
  const failed = (failure: unknown) => setError(errorMessage(failure, say.changeFailed));

  function addAudience(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = newName.trim();
    setError('');
    create.mutate(
      { name },
      {
        onSuccess: (audience) => {
          setNewName('');
          popup(say.added(audience.name));
        },
        onError: failed,
      },
    );
  }

  function move(audience: Audience, by: -1 | 1) {
    const index = list.findIndex((item) => item.key === audience.key);
    const target = index + by;
    if (target < 0 || target >= list.length) return;
    const keys = list.map((item) => item.key);
    [keys[index], keys[target]] = [keys[target]!, keys[index]!];
    setError('');
    // Focus stays on the same button of the moved audience, or its other one at the top or the bottom.
    const edge = target === 0 || target === list.length - 1;
    setFocusNext(controlId(audience.key, edge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down'));
    reorder.mutate(keys, { onError: failed });
  }

  function toggleOffered(audience: Audience) {
    setError('');
    update.mutate(
      { key: audience.key, name: audience.name, offered: !audience.offered },
      {
        onSuccess: (saved) =>
          popup(saved.offered ? say.offeredNow(saved.name) : say.withdrawnNow(saved.name)),
        onError: failed,
      },
    );
  }

  function rename(audience: Audience, name: string) {
    setError('');
    update.mutate(
      { key: audience.key, name: name.trim(), offered: audience.offered },
      {
        onSuccess: (saved) => {
          setEditing(null);
          setFocusNext(controlId(audience.key, 'rename'));
          popup(say.renamed(saved.name));
        },
        onError: failed,
      },
    );
  }

  async function removeOne(audience: Audience, moveTo: string | undefined) {
    setError('');
    const target = list.find((item) => item.key === moveTo)?.name;
    const sure = await confirm({
      message: say.confirmRemove(audience.name, audience.subscribers, target),
      confirmLabel: 'Delete',
    });
    if (!sure) return;
    remove.mutate(
      { key: audience.key, moveTo: audience.subscribers > 0 ? moveTo : undefined },
      {
        onSuccess: ({ moved }) => {
          setEditing(null);
          setFocusNext(ids.add);
          popup(say.removed(audience.name, moved, target));
        },
        onError: failed,
      },
    );
  }

  const busy = update.isPending || reorder.isPending || remove.isPending;
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{say.intro}</p>
      <form className={styles.addForm} onSubmit={addAudience} noValidate>
        <div className={forms.field}>
          <label htmlFor={ids.add}>{say.addLabel}</label>
          <input
            id={ids.add}
            className={forms.control}
            value={newName}
            maxLength={audienceLimits.name}
            onChange={(event) => setNewName(event.target.value)}
          />
        </div>
        <button type="submit" className={forms.primary} disabled={create.isPending}>
          {create.isPending ? say.adding : say.add}
        </button>
      </form>
      <div aria-live="polite">{error && <ErrorMessage>{error}</ErrorMessage>}</div>
      <ol className={styles.list} aria-label={say.listLabel}>
        {list.map((audience, index) => (
          <li key={audience.key} className={styles.item}>
            <div className={styles.summary}>
              <h3 className={styles.name}>{audience.name}</h3>
              <span className={badges.count}>{say.subscribers(audience.subscribers)}</span>
              <span className={badges.badge} data-tone={audience.offered ? 'done' : 'off'}>
                {audience.offered ? say.offered : say.notOffered}
              </span>
            </div>
            <div className={styles.actions}>
              <button
                type="button"
                id={controlId(audience.key, 'up')}
                className={forms.small}
                aria-label={say.moveUp(audience.name)}
                disabled={index === 0 || busy}
                onClick={() => move(audience, -1)}
              >
                {say.up}
              </button>
              <button
                type="button"
                id={controlId(audience.key, 'down')}
                className={forms.small}
                aria-label={say.moveDown(audience.name)}
                disabled={index === list.length - 1 || busy}
                onClick={() => move(audience, 1)}
              >
                {say.down}
              </button>
              <button
                type="button"
                id={controlId(audience.key, 'rename')}
                className={forms.small}
                aria-label={say.rename(audience.name)}
                aria-expanded={editing?.kind === 'rename' && editing.key === audience.key}
                onClick={() => setEditing({ kind: 'rename', key: audience.key })}
              >
                {say.renameShort}
              </button>
              <button
                type="button"
                className={forms.small}
                aria-label={audience.offered ? say.withdraw(audience.name) : say.offer(audience.name)}
                disabled={busy}
                onClick={() => toggleOffered(audience)}
              >
                {audience.offered ? say.withdrawShort : say.offerShort}
              </button>
              <button
                type="button"
                className={`${forms.small} ${forms.danger}`}
                aria-label={say.remove(audience.name)}
                aria-expanded={editing?.kind === 'remove' && editing.key === audience.key}
                disabled={busy}
                onClick={() =>
                  audience.subscribers > 0
                    ? setEditing({ kind: 'remove', key: audience.key })
                    : void removeOne(audience, undefined)
                }
              >
                {say.removeShort}
              </button>
            </div>
            {editing?.key === audience.key && editing.kind === 'rename' && (
              <RenameForm
                audience={audience}
                pending={update.isPending}
                onSave={(name) => rename(audience, name)}
                onCancel={() => {
                  setEditing(null);
                  setFocusNext(controlId(audience.key, 'rename'));
                }}
              />
            )}
            {editing?.key === audience.key && editing.kind === 'remove' && (
              <RemoveForm
                audience={audience}
                others={list.filter((other) => other.key !== audience.key)}
                pending={remove.isPending}
                onRemove={(moveTo) => void removeOne(audience, moveTo)}
                onCancel={() => setEditing(null)}
              />
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

function RenameForm(props: {
  audience: Audience;
  pending: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(props.audience.name);
  return (
    <form
      className={styles.inlineForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSave(name);
      }}
    >
      <div className={forms.field}>
        <label htmlFor={id}>{say.newName(props.audience.name)}</label>
        <input
          id={id}
          className={forms.control}
          value={name}
          maxLength={audienceLimits.name}
          autoFocus
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className={forms.actions}>
        <button type="submit" className={forms.primary} disabled={props.pending}>
          {say.save}
        </button>
        <button type="button" className={forms.secondary} onClick={props.onCancel}>
          {say.cancel}
        </button>
      </div>
    </form>
  );
}

function RemoveForm(props: {
  audience: Audience;
  others: Audience[];
  pending: boolean;
  onRemove: (moveTo: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [moveTo, setMoveTo] = useState(props.others[0]?.key ?? '');
  return (
    <form
      className={styles.inlineForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onRemove(moveTo);
      }}
    >
      <div className={forms.field}>
        <label htmlFor={id}>{say.moveTo(props.audience.name, props.audience.subscribers)}</label>
        <select
          id={id}
          className={forms.control}
          value={moveTo}
          autoFocus
          onChange={(event) => setMoveTo(event.target.value)}
        >
          {props.others.map((other) => (
            <option key={other.key} value={other.key}>
              {other.name}
            </option>
          ))}
        </select>
      </div>
      <div className={forms.actions}>
        <button type="submit" className={forms.danger} disabled={props.pending || !moveTo}>
          {say.removeAndMove}
        </button>
        <button type="button" className={forms.secondary} onClick={props.onCancel}>
          {say.cancel}
        </button>
      </div>
    </form>
  );
}
