import { useId, useState, type FormEvent } from 'react';
import { notificationInputSchema } from '#shared/api/notifications';
import { messages } from '#shared/messages';
import { useAddNotification } from '../api/add-notification.ts';
import { sendPushAlert, usePushStatus } from '../api/push-alerts.ts';
import { errorMessage } from '#client/admin/error-message.ts';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import { queryKeys } from '#client/admin/query-keys.ts';
import { useChange } from '#client/admin/use-change.ts';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import forms from '#client/admin/forms.module.css';
import { SubmitButton } from '#client/admin/submit-button.tsx';
import { NotificationFields, type NotificationDraft } from './notification-fields.tsx';
import { SendAsAlert, whatAnAlertDoes } from './send-as-alert.tsx';

const empty: NotificationDraft = { title: '', description: '' };

/**
 * Add Notification: title and description, both required, published on the home page. With "Send as an
 * alert" ticked, the confirm step says what will happen first; the notice is then published and its title
 * sent to every device with alerts on (docs/alerts.md).
 */
export function AddNotificationForm() {
  const errorId = useId();
  const add = useAddNotification();
  const sendAlert = useChange(sendPushAlert, queryKeys.notificationAlerts);
  const confirm = useConfirm();
  const showSuccess = useSuccessPopup();
  const [draft, setDraft] = useState(empty);
  const [asAlert, setAsAlert] = useState(false);
  const alerts = usePushStatus(asAlert);
  const [error, setError] = useState<{ message: string; validation: boolean } | null>(null);
  const pending = add.isPending || sendAlert.isPending;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = notificationInputSchema.safeParse(draft);
    if (!parsed.success) {
      setError({
        message: parsed.error.issues[0]?.message ?? messages.notifications.titleAndDescriptionRequired,
        validation: true,
      });
      return;
    }
    setError(null);
    if (asAlert) {
      const confirmed = await confirm({
        message: 'Publish this notification and send it as an alert?',
        details: whatAnAlertDoes(alerts.data?.devices),
      });
      if (!confirmed) return;
    }
    let published;
    try {
      published = await add.mutateAsync(parsed.data);
    } catch (failure) {
      setError({ message: errorMessage(failure, messages.notifications.addFailed), validation: false });
      return;
    }
    setDraft(empty);
    if (!asAlert) {
      showSuccess(messages.notifications.added);
      return;
    }
    setAsAlert(false);
    try {
      const sent = await sendAlert.mutateAsync(published.notification.id);
      showSuccess(`${messages.notifications.added} ${sent.message}`);
    } catch (failure) {
      setError({
        message: `The notification is published, but the alert was not sent: ${errorMessage(failure, 'the alert could not be sent.')}`,
        validation: false,
      });
    }
  }

  const missing = error?.validation
    ? { title: !draft.title.trim(), description: !draft.description.trim() }
    : undefined;
  return (
    <form className={forms.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <NotificationFields value={draft} onChange={setDraft} missing={missing} errorId={errorId} />
      <SendAsAlert checked={asAlert} onChange={setAsAlert} devices={alerts.data?.devices} />
      <div id={errorId}>{error && <ErrorMessage>{error.message}</ErrorMessage>}</div>
      <div className={forms.actions}>
        <SubmitButton pending={pending} label={'Add Notification'} pendingLabel={'Adding...'} />
      </div>
    </form>
  );
}
