import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { emailChangeSchema, NAME_MAX_LENGTH, nameSchema, passwordChangeSchema } from '#shared/api/account';
import { messages } from '#shared/messages';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/admin/error-message.ts';
import { fieldErrors, type FieldErrors } from '#client/admin/field-errors.ts';
import { TextField } from '#client/admin/field.tsx';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import { ErrorMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import { SubmitButton } from '#client/admin/submit-button.tsx';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { queryKeys } from '#client/admin/query-keys.ts';
import forms from '#client/admin/forms.module.css';
import { useChangeEmail } from './api/change-email.ts';
import { useChangePassword } from './api/change-password.ts';
import { useProfile } from './api/get-profile.ts';
import { useSetName } from './api/set-name.ts';
import { accountTexts as say } from './account-texts.ts';
import styles from './account.module.css';

/** A refusal as the form shows it: beside the field the server named, else above the button. */
function refusal(error: unknown, fallback: string): { fields: FieldErrors; general: string } {
  const message = errorMessage(error, fallback);
  if (error instanceof ApiError && error.field) return { fields: { [error.field]: message }, general: '' };
  return { fields: {}, general: message };
}

/** Your account: your name, your e-mail address (changed by a mailed link) and your password. */
export function ProfilePanel() {
  const profile = useProfile();
  if (profile.isPending) return <LoadingMessage>{say.loading}</LoadingMessage>;
  if (profile.isError) return <LoadError message={say.loadFailed} onRetry={() => void profile.refetch()} />;
  return (
    <div className={styles.panel}>
      <NameForm name={profile.data.name} />
      <EmailForm email={profile.data.email} pendingEmail={profile.data.pendingEmail} />
      <PasswordForm />
    </div>
  );
}

function NameForm({ name: saved }: { name: string }) {
  const titleId = useId();
  const [name, setName] = useState(saved);
  const [errors, setErrors] = useState<{ fields: FieldErrors; general: string }>({ fields: {}, general: '' });
  const setNameChange = useSetName();
  const queryClient = useQueryClient();
  const popup = useSuccessPopup();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = nameSchema.safeParse({ name });
    if (!parsed.success) {
      setErrors({ fields: fieldErrors(parsed.error.issues), general: '' });
      return;
    }
    setErrors({ fields: {}, general: '' });
    setNameChange.mutate(parsed.data.name, {
      onSuccess: (profile) => {
        setName(profile.name);
        // The dashboard's header shows the name from the session.
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
        popup(messages.account.nameSaved);
      },
      onError: (error) => setErrors(refusal(error, say.nameFailed)),
    });
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId}>{say.nameTitle}</h3>
      <form className={forms.form} onSubmit={submit} noValidate>
        <TextField
          label={say.nameLabel}
          hint={say.nameHint}
          value={name}
          onChange={setName}
          error={errors.fields.name}
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
        />
        {errors.general && <ErrorMessage>{errors.general}</ErrorMessage>}
        <div className={forms.actions}>
          <SubmitButton
            pending={setNameChange.isPending}
            label={say.saveName}
            pendingLabel={say.savingName}
          />
        </div>
      </form>
    </section>
  );
}

function EmailForm({ email, pendingEmail }: { email: string; pendingEmail: string | null }) {
  const titleId = useId();
  const [next, setNext] = useState('');
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState('');
  const [errors, setErrors] = useState<{ fields: FieldErrors; general: string }>({ fields: {}, general: '' });
  const change = useChangeEmail();
  const confirm = useConfirm();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent('');
    const parsed = emailChangeSchema.safeParse({ email: next, password });
    if (!parsed.success) {
      setErrors({ fields: fieldErrors(parsed.error.issues), general: '' });
      return;
    }
    setErrors({ fields: {}, general: '' });
    if (!(await confirm({ message: say.confirmEmail(parsed.data.email) }))) return;
    change.mutate(parsed.data, {
      onSuccess: (answer) => {
        setNext('');
        setPassword('');
        setSent(answer.message);
      },
      onError: (error) => setErrors(refusal(error, say.emailFailed)),
    });
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId}>{say.emailTitle}</h3>
      <p>{say.emailNow(email)}</p>
      <div role="status">
        {sent ? (
          <p className={styles.notice}>{sent}</p>
        ) : (
          pendingEmail && <p>{say.emailPending(pendingEmail)}</p>
        )}
      </div>
      <form className={forms.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={say.newEmailLabel}
          hint={say.emailHint}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          value={next}
          onChange={setNext}
          error={errors.fields.email}
        />
        <TextField
          label={say.passwordForEmailLabel}
          hint={say.passwordForEmailHint}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.fields.password}
        />
        {errors.general && <ErrorMessage>{errors.general}</ErrorMessage>}
        <div className={forms.actions}>
          <SubmitButton pending={change.isPending} label={say.sendLink} pendingLabel={say.sendingLink} />
        </div>
      </form>
    </section>
  );
}

function PasswordForm() {
  const titleId = useId();
  const introId = useId();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ fields: FieldErrors; general: string }>({ fields: {}, general: '' });
  const change = useChangePassword();
  const popup = useSuccessPopup();
  const confirm = useConfirm();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passwordChangeSchema.safeParse({ currentPassword, newPassword });
    const fields = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (!fields.newPassword && newPassword !== again) fields.again = messages.account.passwordsDiffer;
    if (!parsed.success || fields.again) {
      setErrors({ fields, general: '' });
      return;
    }
    setErrors({ fields: {}, general: '' });
    if (!(await confirm({ message: say.confirmPassword }))) return;
    change.mutate(parsed.data, {
      onSuccess: (answer) => {
        setCurrent('');
        setNew('');
        setAgain('');
        popup(answer.message);
      },
      onError: (error) => setErrors(refusal(error, say.passwordFailed)),
    });
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId}>{say.passwordTitle}</h3>
      <p id={introId}>{say.passwordIntro}</p>
      <form
        className={forms.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-describedby={introId}
      >
        <TextField
          label={say.currentPasswordLabel}
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={setCurrent}
          error={errors.fields.currentPassword}
        />
        <TextField
          label={say.newPasswordLabel}
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={setNew}
          error={errors.fields.newPassword}
        />
        <TextField
          label={say.repeatPasswordLabel}
          type="password"
          autoComplete="new-password"
          value={again}
          onChange={setAgain}
          error={errors.fields.again}
        />
        {errors.general && <ErrorMessage>{errors.general}</ErrorMessage>}
        <div className={forms.actions}>
          <SubmitButton
            pending={change.isPending}
            label={say.changePassword}
            pendingLabel={say.changingPassword}
          />
        </div>
      </form>
    </section>
  );
}
