import { useId, useState, type FormEvent } from 'react';
import { notificationInputSchema } from '#shared/api/notifications';
import { messages } from '#shared/messages';
import { useAddNotification } from '../api/add-notification.ts';
import { errorMessage } from '#client/admin/error-message.ts';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import forms from '#client/admin/forms.module.css';
import { SubmitButton } from '#client/admin/submit-button.tsx';
import { NotificationFields, type NotificationDraft } from './notification-fields.tsx';

const empty: NotificationDraft = { title: '', description: '' };

/** Add Notification: title and description, both required, published on the home page. */
export function AddNotificationForm() {
  const errorId = useId();
  const add = useAddNotification();
  const showSuccess = useSuccessPopup();
  const [draft, setDraft] = useState(empty);
  const [error, setError] = useState<{ message: string; validation: boolean } | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    const parsed = notificationInputSchema.safeParse(draft);
    if (!parsed.success) {
      setError({
        message: parsed.error.issues[0]?.message ?? messages.notifications.titleAndDescriptionRequired,
        validation: true,
      });
      return;
    }
    setError(null);
    add.mutate(parsed.data, {
      onSuccess: () => {
        setDraft(empty);
        showSuccess(messages.notifications.added);
      },
      onError: (failure) =>
        setError({ message: errorMessage(failure, messages.notifications.addFailed), validation: false }),
    });
  }

  const missing = error?.validation
    ? { title: !draft.title.trim(), description: !draft.description.trim() }
    : undefined;
  return (
    <form className={forms.form} onSubmit={handleSubmit} noValidate>
      <NotificationFields value={draft} onChange={setDraft} missing={missing} errorId={errorId} />
      <div id={errorId}>{error && <ErrorMessage>{error.message}</ErrorMessage>}</div>
      <div className={forms.actions}>
        <SubmitButton pending={add.isPending} label={'Add Notification'} pendingLabel={'Adding...'} />
      </div>
    </form>
  );
}
