import { useId } from 'react';
import { NOTIFICATION_DESCRIPTION_MAX, NOTIFICATION_TITLE_MAX } from '#shared/api/notifications';
import forms from '#client/admin/forms.module.css';

export interface NotificationDraft {
  title: string;
  description: string;
}

interface NotificationFieldsProps {
  value: NotificationDraft;
  onChange: (value: NotificationDraft) => void;
  /** Fields left empty after a submit attempt. */
  missing?: { title: boolean; description: boolean };
  errorId?: string;
  /** Put the cursor in the title at once (a row just switched to editing). */
  autoFocus?: boolean;
}

/** Title and description of a notification, used by Add Notification and by editing a row. */
export function NotificationFields({
  value,
  onChange,
  missing,
  errorId,
  autoFocus,
}: NotificationFieldsProps) {
  const titleId = useId();
  const descriptionId = useId();
  const hintId = useId();
  return (
    <>
      <div className={forms.field}>
        <label htmlFor={titleId}>Title</label>
        <input
          id={titleId}
          className={forms.control}
          value={value.title}
          maxLength={NOTIFICATION_TITLE_MAX}
          required
          autoFocus={autoFocus}
          aria-invalid={missing?.title || undefined}
          aria-describedby={missing?.title ? errorId : undefined}
          onChange={(event) => onChange({ ...value, title: event.target.value })}
        />
      </div>
      <div className={forms.field}>
        <label htmlFor={descriptionId}>Description</label>
        <p id={hintId} className={forms.hint}>
          Start a line with * or - to show it as a bullet point.
        </p>
        <textarea
          id={descriptionId}
          className={forms.control}
          value={value.description}
          maxLength={NOTIFICATION_DESCRIPTION_MAX}
          rows={6}
          required
          aria-invalid={missing?.description || undefined}
          aria-describedby={[hintId, missing?.description ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => onChange({ ...value, description: event.target.value })}
        />
      </div>
    </>
  );
}
