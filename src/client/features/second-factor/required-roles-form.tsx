import { useId, useState, type FormEvent } from 'react';
import { roles, roleTexts, type Role } from '#shared/staff/roles';
import { errorMessage } from '#client/admin/error-message.ts';
import { ErrorMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { SubmitButton } from '#client/admin/submit-button.tsx';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { useUnsavedChanges } from '#client/admin/unsaved-changes.tsx';
import { useRequiredRoles, useSaveRequiredRoles } from './second-factor-api.ts';
import { twoStepTexts as say } from './second-factor-texts.ts';
import styles from './two-step.module.css';

/** Security settings: which roles must sign in with a second factor. */
export function RequiredRolesSection() {
  const saved = useRequiredRoles();
  if (saved.isPending) return <LoadingMessage>{say.loading}</LoadingMessage>;
  if (saved.isError)
    return <LoadError message={say.requiredLoadFailed} onRetry={() => void saved.refetch()} />;
  return <RequiredRolesForm saved={saved.data.roles} />;
}

function RequiredRolesForm({ saved }: { saved: Role[] }) {
  const headingId = useId();
  const [chosen, setChosen] = useState<Role[]>(saved);
  const [error, setError] = useState('');
  const save = useSaveRequiredRoles();
  const popup = useSuccessPopup();
  const changed = chosen.length !== saved.length || chosen.some((role) => !saved.includes(role));
  useUnsavedChanges(changed);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    save.mutate(chosen, {
      onSuccess: (answer) => {
        setChosen(answer.roles);
        popup(say.requiredSaved);
      },
      onError: (failure) => setError(errorMessage(failure, say.requiredLoadFailed)),
    });
  }

  return (
    <section className={styles.settings} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.settingsHeading}>
        {say.requiredHeading}
      </h3>
      <form className={forms.form} onSubmit={submit} noValidate>
        <fieldset className={forms.fieldset} aria-describedby={`${headingId}-intro`}>
          <legend className={forms.legend}>{say.requiredLegend}</legend>
          <p id={`${headingId}-intro`} className={forms.hint}>
            {say.requiredIntro}
          </p>
          <div className={forms.choices}>
            {roles.map((role) => (
              <label key={role} className={forms.choice}>
                <input
                  type="checkbox"
                  checked={chosen.includes(role)}
                  onChange={(event) =>
                    setChosen((current) =>
                      event.target.checked
                        ? roles.filter((one) => one === role || current.includes(one))
                        : current.filter((one) => one !== role),
                    )
                  }
                />
                {roleTexts[role].label}
              </label>
            ))}
          </div>
        </fieldset>
        {error && <ErrorMessage>{error}</ErrorMessage>}
        <div className={forms.actions}>
          <SubmitButton pending={save.isPending} label={say.requiredSave} pendingLabel={say.requiredSaving} />
        </div>
      </form>
    </section>
  );
}
