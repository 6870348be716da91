import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageBodySchema } from '#shared/api/errors';
import { inboxPaths } from '#shared/api/inbox';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { inboxTexts } from '../inbox-texts.ts';
import type { InboxKind } from '../inbox-kind.ts';

export interface DeleteInboxItemVariables {
  kind: InboxKind;
  id: number;
}

/** DELETE /api/inbox/{kind}/{id}. */
export function deleteInboxItem({ kind, id }: DeleteInboxItemVariables) {
  const path = kind === 'contact' ? inboxPaths.contactItem(id) : inboxPaths.interestItem(id);
  return apiFetch(path, matches(messageBodySchema), {
    method: 'DELETE',
    fallbackMessage: inboxTexts.deleteFailed,
  });
}

export function useDeleteInboxItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInboxItem,
    onSettled: (_data, _error, { kind }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.inbox[kind] }),
  });
}
