import { useId } from 'react';
import type { Subscription } from '#shared/api/subscriptions';
import { messages } from '#shared/messages';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '#client/admin/feedback.tsx';
import styles from './email-sender.module.css';

/** Addresses drawn to the screen at once; beyond this the list says how many more there are. */
const SHOWN_MAX = 200;

interface RecipientListProps {
  state: 'pending' | 'error' | 'ready';
  recipients: Subscription[];
}

/** Who will receive a mail of the chosen recipient type. */
export function RecipientList({ state, recipients }: RecipientListProps) {
  const headingId = useId();
  if (state === 'pending') return <LoadingMessage>Loading recipients...</LoadingMessage>;
  if (state === 'error') return <ErrorMessage>{messages.subscriptions.loadRecipientsFailed}</ErrorMessage>;
  if (recipients.length === 0) return <EmptyMessage>{messages.subscriptions.emptyForRole}</EmptyMessage>;
  const more = recipients.length - SHOWN_MAX;
  return (
    <div className={styles.recipients}>
      <h3 id={headingId}>
        {recipients.length} recipient{recipients.length === 1 ? '' : 's'}
      </h3>
      {/* Focusable so a keyboard can scroll a long list. */}
      <ul className={styles.recipientList} aria-labelledby={headingId} tabIndex={0}>
        {recipients.slice(0, SHOWN_MAX).map((recipient) => (
          <li key={recipient.id}>{recipient.email}</li>
        ))}
        {more > 0 && <li>and {more} more</li>}
      </ul>
    </div>
  );
}
