import { createContext, use, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { handleDialogKeys } from './focus-trap.ts';
import styles from './confirm-dialog.module.css';

export interface ConfirmOptions {
  /** The question, word for word from the spec; it also names the dialog. */
  message: string;
  /**
   * 'Confirm' by default; 'Delete' for a destructive action and 'Leave' for giving up unsaved changes, which
   * also start focus on Cancel.
   */
  confirmLabel?: 'Confirm' | 'Delete' | 'Leave';
  /** What the answer will do, one point a line, under the question (what an erasure removes and keeps). */
  details?: string[];
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** Asks a question in an accessible in-page dialog; resolves true on Confirm/Delete, false otherwise. */
export function useConfirm(): Confirm {
  const confirm = use(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
}

interface PendingQuestion {
  options: ConfirmOptions;
  resolve: (answer: boolean) => void;
  trigger: HTMLElement | null;
}

/**
 * Holds the one open confirmation. While it is open the rest of the dashboard is inert, so neither
 * pointer nor keyboard nor screen reader can reach behind it.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<PendingQuestion | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        const active = document.activeElement;
        setPending((previous) => {
          previous?.resolve(false);
          return { options, resolve, trigger: active instanceof HTMLElement ? active : null };
        });
      }),
    [],
  );

  const answer = useCallback(
    (value: boolean) => {
      if (!pending) return;
      returnFocus.current = pending.trigger;
      pending.resolve(value);
      setPending(null);
    },
    [pending],
  );

  useEffect(() => {
    if (pending || !returnFocus.current) return;
    const trigger = returnFocus.current;
    returnFocus.current = null;
    if (trigger.isConnected) trigger.focus();
  }, [pending]);

  return (
    <ConfirmContext value={confirm}>
      <div className={styles.app} inert={pending !== null}>
        {children}
      </div>
      {pending && <ConfirmDialog options={pending.options} onAnswer={answer} />}
    </ConfirmContext>
  );
}

function ConfirmDialog({
  options,
  onAnswer,
}: {
  options: ConfirmOptions;
  onAnswer: (value: boolean) => void;
}) {
  const messageId = useId();
  const detailsId = useId();
  const details = options.details ?? [];
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const confirmLabel = options.confirmLabel ?? 'Confirm';
  const destructive = confirmLabel !== 'Confirm';

  useEffect(() => {
    // Start on the least destructive choice (WAI-ARIA APG, alert dialog).
    (destructive ? cancelRef : confirmRef).current?.focus();
  }, [destructive]);

  return (
    // A click beside the dialog must not take focus out of it.
    <div
      className={styles.backdrop}
      onMouseDown={(event) => event.target === event.currentTarget && event.preventDefault()}
    >
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={messageId}
        aria-describedby={details.length ? detailsId : undefined}
        className={styles.dialog}
        onKeyDown={(event) => handleDialogKeys(event, dialogRef.current, () => onAnswer(false))}
      >
        <p id={messageId} className={styles.message}>
          {options.message}
        </p>
        {details.length > 0 && (
          <ul id={detailsId} className={styles.details}>
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <button ref={cancelRef} type="button" className={styles.cancel} onClick={() => onAnswer(false)}>
            Cancel
          </button>
          <button
            ref={confirmRef}
            type="button"
            className={destructive ? styles.danger : styles.confirm}
            onClick={() => onAnswer(true)}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
