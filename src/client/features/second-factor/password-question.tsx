import { useState, type FormEvent } from 'react';
import { errorMessage } from '#client/admin/error-message.ts';
import { TextField } from '#client/admin/field.tsx';
import forms from '#client/admin/forms.module.css';
import { SubmitButton } from '#client/admin/submit-button.tsx';
import { twoStepTexts as say } from './second-factor-texts.ts';
import styles from './two-step.module.css';

interface PasswordQuestionProps {
  /** The form's name, as the button that opened it said. */
  title: string;
  /** What will happen, said before the password is asked. */
  question: string;
  pending: boolean;
  /** Runs the change with the password; a refusal's words are shown under the field. */
  onConfirm: (password: string, failed: (failure: unknown) => void) => void;
  onCancel: () => void;
}

/** Says what a change to the second factor will do and asks the password before it is made. */
export function PasswordQuestion({ title, question, pending, onConfirm, onCancel }: PasswordQuestionProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    onConfirm(password, (failure) => setError(errorMessage(failure, say.loadFailed)));
  }

  return (
    <form className={styles.box} onSubmit={submit} noValidate aria-label={title}>
      <p>{question}</p>
      <TextField
        label={say.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={error || undefined}
        autoFocus
      />
      <div className={forms.actions}>
        <SubmitButton pending={pending} label={say.goOn} pendingLabel={say.working} />
        <button type="button" className={forms.secondary} onClick={onCancel}>
          {say.cancel}
        </button>
      </div>
    </form>
  );
}
