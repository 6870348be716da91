import type { PushAlert } from '#shared/api/alerts';
import type { Notification } from '#shared/api/notifications';
import { DataCell, DataRow } from '#client/admin/data-table.tsx';
import { RowActions } from '#client/admin/row-actions.tsx';
import { useFocusAfterEdit } from '#client/admin/use-focus-after-edit.ts';
import { formatLocalDate } from '#client/lib/dates.ts';
import { displayDateOf } from '#client/features/notifications/latest.ts';
import { NotificationDescription } from '#client/features/notifications/notification-description.tsx';
import { NotificationFields, type NotificationDraft } from './notification-fields.tsx';
import { alertSummary } from './send-as-alert.tsx';
import styles from './notifications.module.css';

interface NotificationRowProps {
  notification: Notification;
  /** What the notice reached when it was sent as an alert. */
  alert?: PushAlert | undefined;
  /** The draft while this row is being edited, otherwise null. */
  draft: NotificationDraft | null;
  saving: boolean;
  onDraftChange: (draft: NotificationDraft) => void;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  onDelete: () => void;
}

export function NotificationRow({
  notification,
  alert,
  draft,
  saving,
  onDraftChange,
  onEdit,
  onSave,
  onCancel,
  onDelete,
}: NotificationRowProps) {
  const editButton = useFocusAfterEdit(draft !== null);
  const date = <DataCell label="Date">{formatLocalDate(displayDateOf(notification))}</DataCell>;
  if (draft) {
    return (
      <DataRow highlight>
        <DataCell label="Editing" colSpan={2}>
          <div className={styles.editFields}>
            <NotificationFields value={draft} onChange={onDraftChange} autoFocus />
          </div>
        </DataCell>
        {date}
        <DataCell label="Actions">
          <RowActions editing saving={saving} onSave={onSave} onCancel={onCancel} />
        </DataCell>
      </DataRow>
    );
  }
  return (
    <DataRow>
      <DataCell label="Title">
        <strong>{notification.title}</strong>
        {alert && <span className={styles.alertSummary}>{alertSummary(alert)}</span>}
      </DataCell>
      <DataCell label="Description">
        <NotificationDescription text={notification.description} className={styles.description} />
      </DataCell>
      {date}
      <DataCell label="Actions">
        <RowActions editing={false} editButton={editButton} onEdit={onEdit} onDelete={onDelete} />
      </DataCell>
    </DataRow>
  );
}
