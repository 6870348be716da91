import { useId, useState, type FormEvent } from 'react';
import { securitySettingsInputSchema, type SecuritySettings } from '#shared/api/activity';
import { formatIndiaDate } from '#shared/india-time';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/admin/error-message.ts';
import { fieldErrors, type FieldErrors } from '#client/admin/field-errors.ts';
import { TextField } from '#client/admin/field.tsx';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import { ErrorMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import { SubmitButton } from '#client/admin/submit-button.tsx';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import forms from '#client/admin/forms.module.css';
import { useSaveSecuritySettings, useSecuritySettings } from './api/activity-api.ts';
import { activityTexts as say } from './activity-texts.ts';
import { RequiredRolesSection } from '#client/features/second-factor/required-roles-form.tsx';
import styles from './activity.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The settings that guard the dashboard; today how long the activity log is kept. */
export function SecuritySettingsPanel() {
  const settings = useSecuritySettings();
  if (settings.isPending) return <LoadingMessage>{say.settingsLoading}</LoadingMessage>;
  if (settings.isError)
    return <LoadError message={say.settingsLoadFailed} onRetry={() => void settings.refetch()} />;
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{say.settingsIntro}</p>
      <KeptPeriodForm saved={settings.data} />
      <RequiredRolesSection />
    </div>
  );
}

/** The kept period: a shorter one removes older entries at once, so it is confirmed first. */
function KeptPeriodForm({ saved }: { saved: SecuritySettings }) {
  const titleId = useId();
  const [days, setDays] = useState(String(saved.activityKeptDays));
  const [errors, setErrors] = useState<{ fields: FieldErrors; general: string }>({
    fields: {},
    general: '',
  });
  const save = useSaveSecuritySettings();
  const confirm = useConfirm();
  const popup = useSuccessPopup();
  const typed = Number(days);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = securitySettingsInputSchema.safeParse({ activityKeptDays: days.trim() || undefined });
    if (!parsed.success || parsed.data.activityKeptDays === undefined) {
      setErrors({
        fields: parsed.success ? { activityKeptDays: say.keptHint } : fieldErrors(parsed.error.issues),
        general: '',
      });
      return;
    }
    const next = parsed.data.activityKeptDays;
    setErrors({ fields: {}, general: '' });
    if (next < saved.activityKeptDays) {
      const from = formatIndiaDate(new Date(Date.now() - next * DAY_MS).toISOString());
      const sure = await confirm({
        message: say.confirmShorter(next, from),
        confirmLabel: 'Delete',
      });
      if (!sure) return;
    }
    save.mutate(
      { activityKeptDays: next },
      {
        onSuccess: (answer) => {
          setDays(String(answer.activityKeptDays));
          popup(say.saved(answer.activityKeptDays));
        },
        onError: (error) => {
          const message = errorMessage(error, say.settingsSaveFailed);
          setErrors(
            error instanceof ApiError && error.field
              ? { fields: { [error.field]: message }, general: '' }
              : { fields: {}, general: message },
          );
        },
      },
    );
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId}>{say.keptTitle}</h3>
      <form className={forms.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={say.keptLabel}
          hint={`${say.keptHint}${Number.isInteger(typed) && typed > 0 ? ` ${say.keptInYears(typed)}` : ''}`}
          value={days}
          onChange={setDays}
          error={errors.fields.activityKeptDays}
          inputMode="numeric"
          type="number"
          min={30}
          max={3650}
          step={1}
        />
        {errors.general && <ErrorMessage>{errors.general}</ErrorMessage>}
        <div className={forms.actions}>
          <SubmitButton pending={save.isPending} label={say.save} pendingLabel={say.saving} />
        </div>
      </form>
    </section>
  );
}
