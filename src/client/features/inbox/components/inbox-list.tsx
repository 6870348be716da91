import { useRef, type ReactNode } from 'react';
import { EmptyMessage, ErrorMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import type { InboxKind } from '../inbox-kind.ts';
import { inboxTexts } from '../inbox-texts.ts';
import { useInboxActions } from '../use-inbox-actions.ts';
import styles from './inbox.module.css';

interface InboxItem {
  id: number;
  read: boolean;
  created_at: string;
}

interface InboxListProps<T extends InboxItem> {
  kind: InboxKind;
  query: { isPending: boolean; isError: boolean; data: T[] | undefined; refetch: () => unknown };
  empty: string;
  renderEntry: (item: T, actions: ReturnType<typeof useInboxActions>) => ReactNode;
}

/** Newest first, with a count of unread entries; the same frame for both inboxes. */
export function InboxList<T extends InboxItem>({ kind, query, empty, renderEntry }: InboxListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const actions = useInboxActions(kind, () => listRef.current?.focus());

  if (query.isPending) return <LoadingMessage>Loading messages...</LoadingMessage>;
  if (query.isError || !query.data)
    return <LoadError message={inboxTexts.loadFailed} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyMessage>{empty}</EmptyMessage>;

  const items = [...query.data].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  const unread = items.filter((item) => !item.read).length;
  return (
    <div ref={listRef} tabIndex={-1} className={styles.list}>
      <p className={styles.count}>
        {items.length} in total, {unread} new
      </p>
      {actions.error && <ErrorMessage>{actions.error}</ErrorMessage>}
      {items.map((item) => renderEntry(item, actions))}
    </div>
  );
}
