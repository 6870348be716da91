import { useId, useState, type FormEvent } from 'react';
import { inviteSchema } from '#shared/api/staff';
import { roles, roleTexts, type Role } from '#shared/staff/roles';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { errorMessage } from '#client/admin/error-message.ts';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import { TextField } from '#client/admin/field.tsx';
import { fieldErrors, type FieldErrors } from '#client/admin/field-errors.ts';
import forms from '#client/admin/forms.module.css';
import { ApiError } from '#client/lib/api-client.ts';
import { useInvite } from './api/staff-changes.ts';
import { staffTexts as say } from './staff-texts.ts';
import styles from './staff.module.css';

const FIELDS = new Set(['email', 'name', 'role']);

/**
 * The invitation form, in a dialog: the address, an optional name and the role, each role with what it opens.
 * Above the button it says exactly what will happen: a mail to that address, with a link for 7 days.
 */
export function InviteDialog(props: {
  open: boolean;
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  return props.open ? <OpenInviteDialog {...props} /> : null;
}

function OpenInviteDialog({ onClose, onSent }: { onClose: () => void; onSent: (message: string) => void }) {
  const headingId = useId();
  const noticeId = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const invite = useInvite();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure('');
    const parsed = inviteSchema.safeParse({ email, name, role });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: (answer) => onSent(answer.message),
      onError: (error) => {
        const message = errorMessage(error, say.changeFailed);
        if (error instanceof ApiError && error.field && FIELDS.has(error.field)) {
          setErrors({ [error.field]: message });
        } else setFailure(message);
      },
    });
  }

  const address = email.trim();
  return (
    <Dialog open onClose={onClose} labelledBy={headingId} dismissOnBackdrop={false} className={styles.dialog}>
      <h3 id={headingId} className={styles.dialogHeading}>
        {say.inviteHeading}
      </h3>
      <form className={forms.form} noValidate onSubmit={submit}>
        <TextField
          label={say.emailLabel}
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onChange={setEmail}
          error={errors.email}
        />
        <TextField
          label={say.nameLabel}
          hint={say.nameHint}
          autoComplete="off"
          value={name}
          onChange={setName}
          error={errors.name}
        />
        <fieldset
          className={forms.fieldset}
          aria-describedby={errors.role ? `${headingId}-role-error` : undefined}
        >
          <legend className={forms.legend}>{say.roleLegend}</legend>
          <div className={styles.roleChoices}>
            {roles.map((choice) => (
              <label key={choice} className={styles.roleChoice}>
                <input
                  type="radio"
                  name="role"
                  value={choice}
                  checked={role === choice}
                  onChange={() => setRole(choice)}
                />
                <span>
                  <strong>{roleTexts[choice].label}</strong>
                  <span className={styles.roleDescription}>{roleTexts[choice].description}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.role && (
            <p id={`${headingId}-role-error`} className={forms.fieldError}>
              {errors.role}
            </p>
          )}
        </fieldset>
        <p id={noticeId} className={styles.notice}>
          {address ? say.willSend(address) : say.willSendNoAddress}
        </p>
        <div aria-live="polite">{failure && <ErrorMessage>{failure}</ErrorMessage>}</div>
        <div className={forms.actions}>
          <button
            type="submit"
            className={forms.primary}
            disabled={invite.isPending}
            aria-describedby={noticeId}
          >
            {invite.isPending ? say.sending : say.send}
          </button>
          <button type="button" className={forms.secondary} onClick={onClose}>
            {say.cancel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
