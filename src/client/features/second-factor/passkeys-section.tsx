import { useId, useState, type FormEvent } from 'react';
import type { PasskeySummary } from '#shared/api/second-factor';
import { formatIndiaTime } from '#shared/india-time';
import { errorMessage } from '#client/admin/error-message.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { TextField } from '#client/admin/field.tsx';
import forms from '#client/admin/forms.module.css';
import { SubmitButton } from '#client/admin/submit-button.tsx';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { useAddPasskey, useRemovePasskey } from './second-factor-api.ts';
import { PasswordQuestion } from './password-question.tsx';
import { twoStepTexts as say } from './second-factor-texts.ts';
import styles from './two-step.module.css';

/** The person's passkeys: each with when it was added and last used, removable; and adding one more. */
export function PasskeysSection({
  passkeys,
  onFirstCodes,
}: {
  passkeys: PasskeySummary[];
  /** The recovery codes, when the new passkey was the person's first second factor. */
  onFirstCodes: (codes: string[]) => void;
}) {
  const headingId = useId();
  const add = useAddPasskey();
  const popup = useSuccessPopup();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    add.mutate(name.trim(), {
      onSuccess: (answer) => {
        setName('');
        popup(say.passkeyAdded);
        if (answer.codes) onFirstCodes(answer.codes);
      },
      onError: (failure) =>
        setError(failure instanceof ApiError ? errorMessage(failure, say.loadFailed) : say.passkeyCancelled),
    });
  }

  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {say.passkeysHeading}
      </h3>
      <p>{say.passkeysIntro}</p>
      {passkeys.length === 0 ? (
        <p>{say.noPasskeys}</p>
      ) : (
        <ul className={styles.passkeys}>
          {passkeys.map((passkey) => (
            <li key={passkey.id}>
              <span>
                {say.passkeyLine(
                  passkey.name,
                  formatIndiaTime(passkey.createdAt),
                  passkey.lastUsedAt ? formatIndiaTime(passkey.lastUsedAt) : null,
                )}
              </span>
              <button type="button" className={forms.secondary} onClick={() => setRemoving(passkey)}>
                {say.removePasskey(passkey.name)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {removing && <RemovePasskey passkey={removing} onClose={() => setRemoving(null)} />}
      <form onSubmit={submit} noValidate className={styles.addPasskey}>
        <TextField
          label={say.passkeyName}
          hint={say.passkeyNameHint}
          value={name}
          onChange={setName}
          maxLength={60}
          error={error || undefined}
        />
        <div className={forms.actions}>
          <SubmitButton pending={add.isPending} label={say.addPasskey} pendingLabel={say.addingPasskey} />
        </div>
      </form>
    </section>
  );
}

function RemovePasskey({ passkey, onClose }: { passkey: PasskeySummary; onClose: () => void }) {
  const remove = useRemovePasskey();
  const popup = useSuccessPopup();
  return (
    <PasswordQuestion
      title={say.removePasskey(passkey.name)}
      question={say.removePasskeyQuestion(passkey.name)}
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={(password, failed) =>
        remove.mutate(
          { id: passkey.id, password },
          {
            onSuccess: (answer) => {
              popup(answer.message);
              onClose();
            },
            onError: failed,
          },
        )
      }
    />
  );
}
