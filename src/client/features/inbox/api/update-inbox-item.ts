import { inboxPaths } from '#shared/api/inbox';
import { queryKeys } from '#client/admin/query-keys.ts';
import { sendChange } from '#client/admin/send-change.ts';
import { useChange } from '#client/admin/use-change.ts';
import { inboxTexts } from '../inbox-texts.ts';
import type { InboxKind } from '../inbox-kind.ts';

export interface UpdateInboxItemVariables {
  kind: InboxKind;
  id: number;
  read: boolean;
}

/** PATCH /api/inbox/{kind}/{id} {read}: marks an entry read or unread. */
export function updateInboxItem({ kind, id, read }: UpdateInboxItemVariables) {
  const path = kind === 'contact' ? inboxPaths.contactItem(id) : inboxPaths.interestItem(id);
  return sendChange(path, 'PATCH', inboxTexts.updateFailed, { read });
}

export const useUpdateInboxItem = () =>
  useChange(updateInboxItem, ({ kind }: UpdateInboxItemVariables) => queryKeys.inbox[kind]);
