import { useState } from 'react';
import type { Device } from '#shared/api/account';
import { errorMessage } from '#client/admin/error-message.ts';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import { ErrorMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import forms from '#client/admin/forms.module.css';
import badges from '#client/admin/status-badge.module.css';
import { useDevices } from './api/get-devices.ts';
import { useSignOutDevice } from './api/sign-out-device.ts';
import { useSignOutOthers } from './api/sign-out-others.ts';
import { accountTexts as say } from './account-texts.ts';
import styles from './account.module.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** The devices signed in to your account: sign out any of them, or all but this one. */
export function DevicesPanel() {
  const devices = useDevices();
  const signOut = useSignOutDevice();
  const signOutOthers = useSignOutOthers();
  const confirm = useConfirm();
  const popup = useSuccessPopup();
  const [error, setError] = useState('');

  if (devices.isPending) return <LoadingMessage>{say.devicesLoading}</LoadingMessage>;
  if (devices.isError)
    return <LoadError message={say.devicesLoadFailed} onRetry={() => void devices.refetch()} />;
  const others = devices.data.filter((device) => !device.current);
  const failed = (failure: unknown) => setError(errorMessage(failure, say.signOutFailed));

  async function signOutOne(device: Device) {
    setError('');
    if (!(await confirm({ message: say.confirmSignOut(device.browser) }))) return;
    signOut.mutate(device.id, { onSuccess: (answer) => popup(answer.message), onError: failed });
  }

  async function signOutAll() {
    setError('');
    if (!(await confirm({ message: say.confirmSignOutOthers(others.length) }))) return;
    signOutOthers.mutate(undefined, { onSuccess: (answer) => popup(answer.message), onError: failed });
  }

  const busy = signOut.isPending || signOutOthers.isPending;
  return (
    <div className={styles.panel}>
      <p>{say.devicesIntro}</p>
      <div aria-live="polite">{error && <ErrorMessage>{error}</ErrorMessage>}</div>
      <ul className={styles.devices} aria-label={say.devicesLabel}>
        {devices.data.map((device) => (
          <li key={device.id} className={styles.device}>
            <div className={styles.deviceText}>
              <h3 className={styles.deviceName}>
                {device.browser}{' '}
                {device.current && (
                  <span className={badges.badge} data-tone="done">
                    {say.thisDevice}
                  </span>
                )}
              </h3>
              <p>{say.address(device.ipAddress)}</p>
              <p>
                {say.signedInAt(when(device.createdAt))} · {say.lastSeen(when(device.lastSeenAt))}
              </p>
            </div>
            {!device.current && (
              <button
                type="button"
                className={`${forms.small} ${forms.danger}`}
                aria-label={say.signOutNamed(device.browser)}
                disabled={busy}
                onClick={() => void signOutOne(device)}
              >
                {say.signOut}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <div className={forms.actions}>
          <button type="button" className={forms.danger} disabled={busy} onClick={() => void signOutAll()}>
            {say.signOutOthers}
          </button>
        </div>
      ) : (
        <p>{say.noOthers}</p>
      )}
    </div>
  );
}
