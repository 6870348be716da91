import { useId, useState, type FormEvent } from 'react';
import {
  BACKUPS_KEPT,
  backupFrequencies,
  backupTexts as rules,
  PASSPHRASE_MIN_LENGTH,
  type BackupFrequency,
  type BackupState,
} from '#shared/api/backup';
import { formatIndiaDate } from '#shared/india-time';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/admin/error-message.ts';
import { TextField } from '#client/admin/field.tsx';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import { SubmitButton } from '#client/admin/submit-button.tsx';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import forms from '#client/admin/forms.module.css';
import { useSaveSchedule } from '../api/backup-api.ts';
import { backupTexts as say } from '../backup-admin-texts.ts';
import styles from '../backup.module.css';
import { PassphraseFields, passphraseErrors } from './passphrase-fields.tsx';

type Errors = { passphrase?: string; again?: string; keep?: string; general?: string };

/** How often backups are made by themselves, how many are kept, and the passphrase that locks them. */
export function ScheduleForm({ state }: { state: BackupState }) {
  const titleId = useId();
  const frequencyId = useId();
  const { schedule, lastScheduledRun: last } = state;
  const [frequency, setFrequency] = useState<BackupFrequency>(schedule.frequency);
  const [keep, setKeep] = useState(String(schedule.keep));
  const [passphrase, setPassphrase] = useState({ first: '', again: '' });
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveSchedule();
  const popup = useSuccessPopup();
  const confirm = useConfirm();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = passphrase.first !== '' || passphrase.again !== '';
    const needed = frequency !== 'off' && !schedule.hasPassphrase;
    const problems: Errors =
      typed || needed
        ? passphraseErrors(
            passphrase,
            PASSPHRASE_MIN_LENGTH,
            needed && !typed ? rules.passphraseNeeded : rules.passphraseShort,
          )
        : {};
    const count = Number(keep);
    if (!Number.isInteger(count) || count < BACKUPS_KEPT.min || count > BACKUPS_KEPT.max)
      problems.keep = rules.keptRange;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const gone = state.backups.filter((backup) => backup.kind === 'scheduled').length - count;
    if (gone > 0 && !(await confirm({ message: say.confirmFewer(count, gone), confirmLabel: 'Delete' })))
      return;
    save.mutate(
      { frequency, keep: count, ...(typed ? { passphrase: passphrase.first } : {}) },
      {
        onSuccess: () => {
          setPassphrase({ first: '', again: '' });
          popup(say.saved);
        },
        onError: (error) => {
          const message = errorMessage(error, say.saveFailed);
          setErrors(
            error instanceof ApiError && error.field ? { [error.field]: message } : { general: message },
          );
        },
      },
    );
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId}>{say.scheduleTitle}</h3>
      <p className={styles.intro}>{say.scheduleIntro}</p>
      {last && (
        <p className={styles.note}>
          {say.lastRun(
            formatIndiaDate(`${last.day}T12:00:00+05:30`),
            last.error ? say.lastRunFailed(last.error) : last.finishedAt ? say.lastRunDone : say.lastRunBusy,
          )}
        </p>
      )}
      <form className={forms.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={forms.field}>
          <label htmlFor={frequencyId}>{say.frequency}</label>
          <select
            id={frequencyId}
            className={forms.control}
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as BackupFrequency)}
          >
            {backupFrequencies.map((value) => (
              <option key={value} value={value}>
                {say.frequencies[value]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={say.keep}
          hint={say.keepHint}
          type="number"
          inputMode="numeric"
          min={BACKUPS_KEPT.min}
          max={BACKUPS_KEPT.max}
          step={1}
          value={keep}
          onChange={setKeep}
          error={errors.keep}
        />
        <PassphraseFields
          value={passphrase}
          onChange={setPassphrase}
          hint={say.schedulePassphraseHint(schedule.hasPassphrase)}
          errors={errors}
        />
        {errors.general && <ErrorMessage>{errors.general}</ErrorMessage>}
        <div className={forms.actions}>
          <SubmitButton pending={save.isPending} label={say.save} pendingLabel={say.saving} />
        </div>
      </form>
    </section>
  );
}
