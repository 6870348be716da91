import { useId, type ReactNode } from 'react';
import forms from '#client/admin/forms.module.css';
import { inboxTexts } from '../inbox-texts.ts';
import { formatIndiaTime } from '#shared/india-time';
import styles from './inbox.module.css';

export interface InboxDetail {
  label: string;
  value: ReactNode;
}

/** The Email and Mobile lines of an entry, each a link that writes or calls. */
export const contactDetails = (email: string, mobile: string): InboxDetail[] => [
  { label: 'Email', value: email && <a href={`mailto:${email}`}>{email}</a> },
  { label: 'Mobile', value: mobile && <a href={`tel:${mobile}`}>{mobile}</a> },
];

interface InboxEntryProps {
  heading: string;
  receivedAt: string;
  read: boolean;
  busy: boolean;
  details: InboxDetail[];
  children?: ReactNode;
  onToggleRead: () => void;
  onDelete: () => void;
}

/** When it arrived, in India's time, as every dashboard time is shown. */
const received = (value: string): string => formatIndiaTime(value);

/** One message or Expression of Interest; unread ones stand out and say so in words. */
export function InboxEntry({
  heading,
  receivedAt,
  read,
  busy,
  details,
  children,
  onToggleRead,
  onDelete,
}: InboxEntryProps) {
  const headingId = useId();
  return (
    <article className={styles.entry} data-read={read} aria-labelledby={headingId}>
      <header className={styles.entryHeader}>
        <h3 id={headingId} className={styles.entryTitle}>
          {!read && (
            <>
              <span className={styles.unread}>{inboxTexts.unread}</span>{' '}
            </>
          )}
          {heading}
        </h3>
        <p className={styles.received}>
          Received <time dateTime={receivedAt}>{received(receivedAt)}</time>
        </p>
      </header>
      <dl className={styles.details}>
        {details
          .filter((detail) => detail.value !== '' && detail.value !== null)
          .map((detail) => (
            <div key={detail.label}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
      </dl>
      {children}
      <div className={forms.actions}>
        <button
          type="button"
          className={`${forms.secondary} ${forms.small}`}
          disabled={busy}
          onClick={onToggleRead}
        >
          {read ? inboxTexts.markUnread : inboxTexts.markRead}
        </button>
        <button type="button" className={`${forms.danger} ${forms.small}`} disabled={busy} onClick={onDelete}>
          Delete
        </button>
      </div>
    </article>
  );
}
