import { useState, type FormEvent } from 'react';
import { retentionKinds, type RetentionKind } from '#shared/privacy/retention';
import {
  DONATION_RECORDS,
  retentionChangeSchema,
  type ErasedCounts,
  type RetentionChange,
  type RetentionOverview,
} from '#shared/api/retention';
import { formatIndiaTime } from '#shared/india-time';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/admin/error-message.ts';
import { fieldErrors, type FieldErrors } from '#client/admin/field-errors.ts';
import { TextField } from '#client/admin/field.tsx';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import { ErrorMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import { SubmitButton } from '#client/admin/submit-button.tsx';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { useUnsavedChanges } from '#client/admin/unsaved-changes.tsx';
import forms from '#client/admin/forms.module.css';
import { previewRetention, useRetention, useSaveRetention } from './api/retention-api.ts';
import { retentionTexts as say } from './retention-texts.ts';
import styles from './retention.module.css';

type Typed = Record<RetentionKind, string>;

const typedOf = (overview: RetentionOverview) =>
  Object.fromEntries(retentionKinds.map((kind) => [kind, String(overview.periods[kind])])) as Typed;

/** "Contact messages: 3; Donation records: 1": the kinds a run erased. */
const summary = (erased: ErasedCounts) =>
  (Object.keys(erased) as (keyof ErasedCounts)[])
    .filter((kind) => erased[kind] > 0)
    .map((kind) => `${say.label(kind)}: ${erased[kind]}`)
    .join('; ');

/** Keeping personal data: how long each kind of record is kept, and what the nightly clean-up erases. */
export function RetentionPanel() {
  const retention = useRetention();
  if (retention.isPending) return <LoadingMessage>{say.loading}</LoadingMessage>;
  if (retention.isError)
    return <LoadError message={say.loadFailed} onRetry={() => void retention.refetch()} />;
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{say.intro}</p>
      <div className={styles.runs}>
        <p>{say.nextRun(formatIndiaTime(retention.data.nextRunAt))}</p>
        <p>
          {retention.data.lastRun
            ? say.lastRun(formatIndiaTime(retention.data.lastRun.at), summary(retention.data.lastRun.erased))
            : say.noRunYet}
        </p>
      </div>
      <RetentionForm saved={retention.data} />
    </div>
  );
}

function RetentionForm({ saved }: { saved: RetentionOverview }) {
  const [typed, setTyped] = useState<Typed>(() => typedOf(saved));
  const [errors, setErrors] = useState<{ fields: FieldErrors; general: string }>({ fields: {}, general: '' });
  const [checking, setChecking] = useState(false);
  const save = useSaveRetention();
  const confirm = useConfirm();
  const popup = useSuccessPopup();
  const dirty = retentionKinds.some((kind) => typed[kind].trim() !== String(saved.periods[kind]));
  useUnsavedChanges(dirty);

  const fail = (error: unknown) => {
    const message = errorMessage(error, say.saveFailed);
    setErrors(
      error instanceof ApiError && error.field
        ? { fields: { [error.field]: message }, general: '' }
        : { fields: {}, general: message },
    );
  };

  /** Asks first when a shorter period would erase more at the next clean-up; true to go on. */
  async function sureAboutShorter(change: RetentionChange): Promise<boolean> {
    const shorter = retentionKinds.filter((kind) => (change[kind] ?? Infinity) < saved.periods[kind]);
    if (shorter.length === 0) return true;
    setChecking(true);
    try {
      const preview = await previewRetention(change);
      const lines = shorter
        .filter((kind) => preview.due[kind] > saved.due[kind])
        .map((kind) => `${say.label(kind)}: ${preview.due[kind]}`);
      if (lines.length === 0) return true;
      return await confirm({
        message: say.confirmShorter(formatIndiaTime(preview.nextRunAt)),
        details: lines,
        confirmLabel: 'Delete',
      });
    } finally {
      setChecking(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = retentionChangeSchema.safeParse(
      Object.fromEntries(retentionKinds.map((kind) => [kind, typed[kind].trim() || undefined])),
    );
    if (!parsed.success) {
      setErrors({ fields: fieldErrors(parsed.error.issues), general: '' });
      return;
    }
    const change = Object.fromEntries(
      retentionKinds
        .filter((kind) => parsed.data[kind] !== undefined && parsed.data[kind] !== saved.periods[kind])
        .map((kind) => [kind, parsed.data[kind]]),
    ) as RetentionChange;
    setErrors({ fields: {}, general: '' });
    try {
      if (!(await sureAboutShorter(change))) return;
    } catch (error) {
      fail(error);
      return;
    }
    save.mutate(change, {
      onSuccess: (answer) => {
        setTyped(typedOf(answer));
        popup(say.saved);
      },
      onError: fail,
    });
  }

  return (
    <form className={forms.form} onSubmit={(event) => void submit(event)} noValidate>
      <ul className={styles.kinds}>
        {retentionKinds.map((kind) => (
          <li key={kind} className={styles.kind}>
            <p>{say.what[kind]}</p>
            <TextField
              label={say.daysLabel(kind)}
              hint={say.daysHint(kind, Number(typed[kind]))}
              value={typed[kind]}
              onChange={(value) => setTyped((current) => ({ ...current, [kind]: value }))}
              error={errors.fields[kind]}
              inputMode="numeric"
              type="number"
              step={1}
            />
            <p className={styles.due}>{say.due(saved.due[kind])}</p>
          </li>
        ))}
        <li className={styles.kind}>
          <h3>{say.donationsTitle}</h3>
          <p>{say.donations}</p>
          <p className={styles.due}>{say.due(saved.due[DONATION_RECORDS])}</p>
        </li>
      </ul>
      {errors.general && <ErrorMessage>{errors.general}</ErrorMessage>}
      <div className={forms.actions}>
        <SubmitButton pending={save.isPending || checking} label={say.save} pendingLabel={say.saving} />
      </div>
    </form>
  );
}
