import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { backupTexts as rules, PASSPHRASE_MIN_LENGTH, type RestoreSummary } from '#shared/api/backup';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/admin/error-message.ts';
import { FieldError, TextField, describedBy } from '#client/admin/field.tsx';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import { ErrorMessage, LoadingMessage } from '#client/admin/feedback.tsx';
import { SubmitButton } from '#client/admin/submit-button.tsx';
import forms from '#client/admin/forms.module.css';
import { restoreBackup } from '../api/backup-api.ts';
import { backupTexts as say } from '../backup-admin-texts.ts';
import styles from '../backup.module.css';

type Errors = { file?: string; passphrase?: string; general?: string };

/** On an empty install: a backup file and its passphrase bring the whole site back, once confirmed. */
export function RestoreUpload({ onRestored }: { onRestored: (summary: RestoreSummary) => void }) {
  const titleId = useId();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [passphrase, setPassphrase] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const confirm = useConfirm();
  const restore = useMutation({
    mutationFn: (input: { file: File; passphrase: string }) => restoreBackup(input.file, input.passphrase),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: Errors = {};
    if (!file) problems.file = say.chooseFile;
    if (passphrase.length < PASSPHRASE_MIN_LENGTH) problems.passphrase = rules.passphraseShort;
    setErrors(problems);
    if (!file || Object.keys(problems).length > 0) return;
    if (!(await confirm({ message: say.restoreConfirm }))) return;
    restore.mutate(
      { file, passphrase },
      {
        onSuccess: onRestored,
        onError: (error) => {
          const message = errorMessage(error, say.restoreFailed);
          setErrors(
            error instanceof ApiError && error.field ? { [error.field]: message } : { general: message },
          );
        },
      },
    );
  }

  const fileIds = { error: `${fileId}-error` };
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId}>{say.restoreTitle}</h3>
      <p className={styles.intro}>{say.restoreIntro}</p>
      <form className={forms.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={forms.field}>
          <label htmlFor={fileId}>{say.restoreFile}</label>
          <input
            id={fileId}
            type="file"
            accept=".backup"
            className={forms.control}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            {...describedBy(fileIds, errors.file)}
          />
          <FieldError id={fileIds.error} message={errors.file} />
        </div>
        <TextField
          label={say.restorePassphrase}
          type="password"
          autoComplete="off"
          value={passphrase}
          onChange={setPassphrase}
          error={errors.passphrase}
        />
        {errors.general && <ErrorMessage>{errors.general}</ErrorMessage>}
        <div className={forms.actions}>
          <SubmitButton pending={restore.isPending} label={say.restore} pendingLabel={say.restoring} />
        </div>
      </form>
      {restore.isPending && <LoadingMessage>{say.restoring}</LoadingMessage>}
    </section>
  );
}

/** Once restored, the dashboard's session is gone with the empty install: only the way to sign in is left. */
export function Restored({ summary }: { summary: RestoreSummary }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId}>{say.restoreTitle}</h3>
      <p role="status">{say.restored(summary.rows, summary.files)}</p>
      <p>
        <a href="/login" className={forms.primary}>
          {say.signIn}
        </a>
      </p>
    </section>
  );
}
