import { useId } from 'react';
import forms from '#client/admin/forms.module.css';
import styles from './notifications.module.css';

/** "N devices", or a plain word when the count is not known yet. */
function devicesText(devices: number | undefined): string {
  if (devices === undefined) return 'every phone and computer';
  return `${devices} ${devices === 1 ? 'device' : 'devices'}`;
}

/** What publishing as an alert will do, one point a line, for the confirm step. */
export function whatAnAlertDoes(devices: number | undefined): string[] {
  return [
    'The notification is published on the home page at once.',
    devices === 0
      ? 'No device has turned alerts on yet, so no one gets the alert.'
      : `Its title is sent as an alert to ${devicesText(devices)} with alerts turned on.`,
    'An alert cannot be called back once it is sent.',
  ];
}

interface SendAsAlertProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Devices with alerts on, once read (the box reads them when ticked). */
  devices: number | undefined;
}

/** The "Send as an alert" box of Add Notification: off by default, saying what it does. */
export function SendAsAlert({ checked, onChange, devices }: SendAsAlertProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={forms.field}>
      <div className={styles.alertToggle}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>Send as an alert</label>
      </div>
      <p id={hintId} className={forms.hint} aria-live="polite">
        {checked
          ? `The title goes to ${devicesText(devices)} with alerts turned on, as a message on the lock screen.`
          : 'Also send the title to the phones and computers of visitors who turned alerts on.'}
      </p>
    </div>
  );
}

/** What an alert reached, for the row of its notification. */
export function alertSummary(alert: {
  devices: number;
  reached: number;
  gone: number;
  failed: number;
  pending: number;
}): string {
  const parts = [
    `Alert reached ${alert.reached} of ${alert.devices} ${alert.devices === 1 ? 'device' : 'devices'}`,
  ];
  if (alert.pending > 0) parts.push(`${alert.pending} still being tried`);
  if (alert.gone > 0) parts.push(`${alert.gone} no longer subscribed`);
  if (alert.failed > 0) parts.push(`${alert.failed} not reached`);
  return parts.join(', ');
}
