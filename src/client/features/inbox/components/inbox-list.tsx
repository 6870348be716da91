import { useRef, type ReactNode } from 'react';
import { EmptyMessage, ErrorMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import { useInbox, type InboxEntryOf } from '../api/get-inbox.ts';
import type { InboxKind } from '../inbox-kind.ts';
import { inboxTexts } from '../inbox-texts.ts';
import { useInboxActions } from '../use-inbox-actions.ts';
import { InboxEntry, type InboxDetail } from './inbox-entry.tsx';
import styles from './inbox.module.css';

/** What an inbox shows of one of its entries; the list adds the date, the read state and the actions. */
export interface EntryView {
  heading: string;
  details: InboxDetail[];
  body?: ReactNode;
}

interface InboxListProps<K extends InboxKind> {
  kind: K;
  describe: (item: InboxEntryOf<K>) => EntryView;
}

const emptyTexts: Record<InboxKind, string> = {
  contact: inboxTexts.contactEmpty,
  interest: inboxTexts.interestEmpty,
};

/** Newest first, with a count of unread entries; the same frame for both inboxes. */
export function InboxList<K extends InboxKind>({ kind, describe }: InboxListProps<K>) {
  const query = useInbox(kind);
  const listRef = useRef<HTMLDivElement>(null);
  const actions = useInboxActions(kind, () => listRef.current?.focus());

  if (query.isPending) return <LoadingMessage>Loading messages...</LoadingMessage>;
  if (query.isError || !query.data)
    return <LoadError message={inboxTexts.loadFailed} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyMessage>{emptyTexts[kind]}</EmptyMessage>;

  const items = [...query.data].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  const unread = items.filter((item) => !item.read).length;
  return (
    <div ref={listRef} tabIndex={-1} className={styles.list}>
      <p className={styles.count}>
        {items.length} in total, {unread} new
      </p>
      {actions.error && <ErrorMessage>{actions.error}</ErrorMessage>}
      {items.map((item) => {
        const { heading, details, body } = describe(item);
        return (
          <InboxEntry
            key={item.id}
            heading={heading}
            receivedAt={item.created_at}
            read={item.read}
            busy={actions.busyId === item.id}
            details={details}
            onToggleRead={() => actions.setRead(item.id, !item.read)}
            onDelete={() => void actions.askToDelete(item.id)}
          >
            {body}
          </InboxEntry>
        );
      })}
    </div>
  );
}
