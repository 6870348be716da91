import { inboxPaths } from '#shared/api/inbox';
import { queryKeys } from '#client/admin/query-keys.ts';
import { sendChange } from '#client/admin/send-change.ts';
import { useChange } from '#client/admin/use-change.ts';
import { inboxTexts } from '../inbox-texts.ts';
import type { InboxKind } from '../inbox-kind.ts';

export interface DeleteInboxItemVariables {
  kind: InboxKind;
  id: number;
}

/** DELETE /api/inbox/{kind}/{id}. */
export function deleteInboxItem({ kind, id }: DeleteInboxItemVariables) {
  const path = kind === 'contact' ? inboxPaths.contactItem(id) : inboxPaths.interestItem(id);
  return sendChange(path, 'DELETE', inboxTexts.deleteFailed);
}

export const useDeleteInboxItem = () =>
  useChange(deleteInboxItem, ({ kind }: DeleteInboxItemVariables) => queryKeys.inbox[kind]);
