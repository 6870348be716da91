import { useRef, useState } from 'react';
import { notificationInputSchema } from '#shared/api/notifications';
import { messages } from '#shared/messages';
import { useDeleteNotification } from '../api/delete-notification.ts';
import { errorMessage } from '#client/admin/error-message.ts';
import { useNotifications } from '../api/get-all-notifications.ts';
import { useUpdateNotification } from '../api/update-notification.ts';
import { usePushStatus } from '../api/push-alerts.ts';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import { DataTable } from '#client/admin/data-table.tsx';
import { EmptyMessage, ErrorMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import type { NotificationDraft } from './notification-fields.tsx';
import { NotificationRow } from './notification-row.tsx';
import styles from './notifications.module.css';

/** View Notifications: each change asks first, as SPEC section 8 words it. */
export function NotificationList() {
  const notifications = useNotifications();
  // What each notice sent as an alert reached; the list shows without it if it cannot be read.
  const alerts = usePushStatus();
  const update = useUpdateNotification();
  const remove = useDeleteNotification();
  const confirm = useConfirm();
  const showSuccess = useSuccessPopup();
  const [editing, setEditing] = useState<{ id: number; draft: NotificationDraft } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const tableRef = useRef<HTMLDivElement>(null);

  if (notifications.isPending) return <LoadingMessage>{messages.notifications.loading}</LoadingMessage>;
  if (notifications.isError)
    return (
      <LoadError message={messages.notifications.fetchFailed} onRetry={() => void notifications.refetch()} />
    );
  if (notifications.data.length === 0) return <EmptyMessage>{messages.notifications.empty}</EmptyMessage>;

  async function startEdit(id: number, draft: NotificationDraft) {
    if (!(await confirm({ message: messages.notifications.confirmEdit }))) return;
    setActionError(null);
    setEditing({ id, draft });
  }

  async function save() {
    if (!editing) return;
    const parsed = notificationInputSchema.safeParse(editing.draft);
    if (!parsed.success) {
      setActionError(parsed.error.issues[0]?.message ?? messages.notifications.titleAndDescriptionRequired);
      return;
    }
    if (!(await confirm({ message: messages.notifications.confirmSave }))) return;
    setActionError(null);
    update.mutate(
      { id: editing.id, ...parsed.data },
      {
        onSuccess: () => {
          setEditing(null);
          showSuccess(messages.notifications.updated);
        },
        onError: (error) => setActionError(errorMessage(error, messages.notifications.updateFailed)),
      },
    );
  }

  async function askToDelete(id: number) {
    const confirmed = await confirm({
      message: messages.notifications.confirmDelete,
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    setActionError(null);
    remove.mutate(id, {
      onSuccess: () => {
        if (editing?.id === id) setEditing(null);
        showSuccess(messages.notifications.deleted);
        tableRef.current?.focus();
      },
      onError: (error) => setActionError(errorMessage(error, messages.notifications.deleteFailed)),
    });
  }

  const count = notifications.data.length;
  const alertOf = new Map(alerts.data?.alerts.map((alert) => [alert.notification_id, alert]));
  return (
    <div className={styles.list}>
      {actionError && <ErrorMessage>{actionError}</ErrorMessage>}
      <div ref={tableRef} tabIndex={-1} className={styles.tableFocus}>
        <DataTable
          caption={`${count} notification${count === 1 ? '' : 's'}, newest first`}
          columns={['Title', 'Description', 'Date', 'Actions']}
        >
          {notifications.data.map((notification) => (
            <NotificationRow
              key={notification.id}
              notification={notification}
              alert={alertOf.get(notification.id)}
              draft={editing?.id === notification.id ? editing.draft : null}
              saving={update.isPending && update.variables?.id === notification.id}
              onDraftChange={(draft) => setEditing({ id: notification.id, draft })}
              onEdit={() =>
                void startEdit(notification.id, {
                  title: notification.title,
                  description: notification.description,
                })
              }
              onSave={() => void save()}
              onCancel={() => {
                setActionError(null);
                setEditing(null);
              }}
              onDelete={() => void askToDelete(notification.id)}
            />
          ))}
        </DataTable>
      </div>
    </div>
  );
}
