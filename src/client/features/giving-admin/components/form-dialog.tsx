import { useId, type FormEvent, type ReactNode } from 'react';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import styles from '../giving-admin.module.css';

interface FormDialogProps {
  title: string;
  /** Said under the title and read with it. */
  intro?: string;
  submitLabel: string;
  cancelLabel: string;
  pending: boolean;
  pendingLabel: string;
  /** The server's refusal, or the first problem with what was typed. */
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A modal form of the giving panels: focus kept inside, Escape and its cancel button close it. */
export function FormDialog(props: FormDialogProps) {
  const titleId = useId();
  const introId = useId();
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!props.pending) props.onSubmit();
  }
  return (
    <Dialog
      open
      onClose={props.onClose}
      labelledBy={titleId}
      describedBy={props.intro ? introId : undefined}
      dismissOnBackdrop={false}
    >
      <h3 id={titleId} className={styles.dialogTitle}>
        {props.title}
      </h3>
      {props.intro && (
        <p id={introId} className={styles.dialogIntro}>
          {props.intro}
        </p>
      )}
      <form className={styles.dialogForm} onSubmit={handleSubmit} noValidate>
        {props.children}
        {props.error && <ErrorMessage>{props.error}</ErrorMessage>}
        <div className={forms.actions}>
          <button type="submit" className={forms.primary} disabled={props.pending}>
            {props.pending ? props.pendingLabel : props.submitLabel}
          </button>
          <button type="button" className={forms.secondary} onClick={props.onClose}>
            {props.cancelLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
