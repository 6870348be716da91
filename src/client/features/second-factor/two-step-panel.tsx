import { useState, type FormEvent } from 'react';
import type { AppEnrolment } from '#shared/api/second-factor';
import { formatIndiaTime } from '#shared/india-time';
import { errorMessage } from '#client/admin/error-message.ts';
import { ErrorMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import { codeEntry, TextField } from '#client/admin/field.tsx';
import forms from '#client/admin/forms.module.css';
import { SubmitButton } from '#client/admin/submit-button.tsx';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { useUnsavedChanges } from '#client/admin/unsaved-changes.tsx';
import {
  useConfirmApp,
  useNewRecoveryCodes,
  useRefreshSession,
  useRemoveApp,
  useSecondFactorStatus,
  useStartApp,
} from './second-factor-api.ts';
import { RecoveryCodesList } from './recovery-codes-list.tsx';
import { PasswordQuestion } from './password-question.tsx';
import { PasskeysSection } from './passkeys-section.tsx';
import { twoStepTexts as say } from './second-factor-texts.ts';
import styles from './two-step.module.css';

/**
 * The signed-in person's two-step sign-in: set up an authenticator app (QR code, then one of its codes),
 * see the recovery codes once, make new ones, or turn it off; the last two ask for the password first.
 */
export function TwoStepPanel() {
  const status = useSecondFactorStatus();
  const refreshSession = useRefreshSession();
  const [codes, setCodes] = useState<string[] | null>(null);
  // Recovery codes not yet put away are asked about before the panel is left: they are never shown again.
  useUnsavedChanges(codes !== null);

  if (status.isPending) return <LoadingMessage>{say.loading}</LoadingMessage>;
  if (status.isError) return <LoadError message={say.loadFailed} onRetry={() => void status.refetch()} />;
  const { authenticatorApp, authenticatorAppSince, passkeys, recoveryCodesLeft } = status.data;
  const on = authenticatorApp || passkeys.length > 0;
  const state = authenticatorApp
    ? say.on(formatIndiaTime(authenticatorAppSince!))
    : on
      ? say.onWithPasskeys
      : say.off;
  return (
    <div className={styles.panel}>
      <p>{say.intro}</p>
      {codes ? (
        <RecoveryCodesList
          codes={codes}
          onDone={() => {
            setCodes(null);
            refreshSession();
          }}
        />
      ) : (
        <>
          <p>{on ? `${state} ${say.codesLeft(recoveryCodesLeft)}` : state}</p>
          <section className={styles.box} aria-label={say.appHeading}>
            <h3 className={styles.heading}>{say.appHeading}</h3>
            {authenticatorApp ? <AppOnActions onNewCodes={setCodes} /> : <AppSetUp onEnabled={setCodes} />}
          </section>
          <PasskeysSection passkeys={passkeys} onFirstCodes={setCodes} />
        </>
      )}
    </div>
  );
}

function AppSetUp({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const start = useStartApp();
  const confirm = useConfirmApp();
  const popup = useSuccessPopup();
  const [enrolment, setEnrolment] = useState<AppEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');

  if (!enrolment) {
    return (
      <div className={forms.actions}>
        <button
          type="button"
          className={forms.primary}
          disabled={start.isPending}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: setEnrolment,
              onError: (failure) => setError(errorMessage(failure, say.loadFailed)),
            })
          }
        >
          {start.isPending ? say.starting : say.start}
        </button>
        {error && <ErrorMessage>{error}</ErrorMessage>}
      </div>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    confirm.mutate(code.trim(), {
      onSuccess: (answer) => {
        popup(say.enabled);
        onEnabled(answer.codes);
      },
      onError: (failure) => setError(errorMessage(failure, say.loadFailed)),
    });
  }

  return (
    <>
      <section className={styles.box} aria-label={say.scanHeading}>
        <h3 className={styles.heading}>{say.scanHeading}</h3>
        <p>{say.scan}</p>
        <img
          className={styles.qr}
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCode)}`}
          alt={say.qrAlt}
          width={220}
          height={220}
        />
        <p>
          {say.typeInstead} <code className={styles.key}>{enrolment.secret}</code>
        </p>
      </section>
      <form className={styles.box} onSubmit={submit} noValidate aria-label={say.confirmHeading}>
        <h3 className={styles.heading}>{say.confirmHeading}</h3>
        <TextField
          label={say.code}
          hint={say.codeHint}
          value={code}
          onChange={setCode}
          error={error || undefined}
          inputMode="numeric"
          {...codeEntry}
          autoComplete="one-time-code"
          maxLength={20}
        />
        <div className={forms.actions}>
          <SubmitButton pending={confirm.isPending} label={say.confirm} pendingLabel={say.confirming} />
          <button type="button" className={forms.secondary} onClick={() => setEnrolment(null)}>
            {say.cancel}
          </button>
        </div>
      </form>
    </>
  );
}

type PasswordAction = 'new-codes' | 'remove';

function AppOnActions({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const newCodes = useNewRecoveryCodes();
  const remove = useRemoveApp();
  const popup = useSuccessPopup();
  const [asking, setAsking] = useState<PasswordAction | null>(null);

  if (!asking) {
    return (
      <div className={forms.actions}>
        <button type="button" className={forms.secondary} onClick={() => setAsking('new-codes')}>
          {say.newCodes}
        </button>
        <button type="button" className={forms.danger} onClick={() => setAsking('remove')}>
          {say.remove}
        </button>
      </div>
    );
  }

  return (
    <PasswordQuestion
      title={asking === 'new-codes' ? say.newCodes : say.remove}
      question={asking === 'new-codes' ? say.newCodesQuestion : say.removeQuestion}
      pending={newCodes.isPending || remove.isPending}
      onCancel={() => setAsking(null)}
      onConfirm={(password, failed) => {
        if (asking === 'new-codes') {
          newCodes.mutate(password, {
            onSuccess: (answer) => {
              setAsking(null);
              onNewCodes(answer.codes);
            },
            onError: failed,
          });
        } else {
          remove.mutate(password, {
            onSuccess: (answer) => {
              setAsking(null);
              popup(answer.message);
            },
            onError: failed,
          });
        }
      }}
    />
  );
}
