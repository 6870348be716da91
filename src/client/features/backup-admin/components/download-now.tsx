import { useId, useState, type FormEvent } from 'react';
import {
  backupPaths,
  backupTexts as rules,
  PASSPHRASE_MIN_LENGTH,
  type StoredBackup,
} from '#shared/api/backup';
import { errorMessage } from '#client/admin/error-message.ts';
import { ErrorMessage, LoadingMessage } from '#client/admin/feedback.tsx';
import { SubmitButton } from '#client/admin/submit-button.tsx';
import forms from '#client/admin/forms.module.css';
import { useMakeBackup } from '../api/backup-api.ts';
import { backupTexts as say } from '../backup-admin-texts.ts';
import styles from '../backup.module.css';
import { PassphraseFields, passphraseErrors } from './passphrase-fields.tsx';

/** Makes a backup with a passphrase typed twice, then lets the browser download it. */
export function DownloadNow() {
  const titleId = useId();
  const [passphrase, setPassphrase] = useState({ first: '', again: '' });
  const [errors, setErrors] = useState<{ passphrase?: string; again?: string; general?: string }>({});
  const [ready, setReady] = useState<StoredBackup | null>(null);
  const make = useMakeBackup();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = passphraseErrors(passphrase, PASSPHRASE_MIN_LENGTH, rules.passphraseShort);
    setErrors(problems);
    setReady(null);
    if (Object.keys(problems).length > 0) return;
    make.mutate(passphrase.first, {
      onSuccess: (stored) => {
        setReady(stored);
        setPassphrase({ first: '', again: '' });
        // An attachment: the browser saves it and the dashboard stays.
        window.location.assign(backupPaths.file(stored.name));
      },
      onError: (error) => setErrors({ general: errorMessage(error, say.makeFailed) }),
    });
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId}>{say.downloadTitle}</h3>
      <p className={styles.intro}>{say.downloadIntro}</p>
      <form className={forms.form} onSubmit={submit} noValidate>
        <PassphraseFields
          value={passphrase}
          onChange={setPassphrase}
          hint={say.passphraseHint}
          errors={errors}
        />
        {errors.general && <ErrorMessage>{errors.general}</ErrorMessage>}
        <div className={forms.actions}>
          <SubmitButton pending={make.isPending} label={say.make} pendingLabel={say.making} />
        </div>
      </form>
      {make.isPending && <LoadingMessage>{say.making}</LoadingMessage>}
      {ready && (
        <p role="status" className={styles.wrap}>
          {say.made(ready.name)}{' '}
          <a href={backupPaths.file(ready.name)} download={ready.name}>
            {say.downloadAgain}
          </a>
        </p>
      )}
    </section>
  );
}
