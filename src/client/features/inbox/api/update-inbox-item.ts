import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageBodySchema } from '#shared/api/errors';
import { inboxPaths } from '#shared/api/inbox';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
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
  return apiFetch(path, matches(messageBodySchema), {
    method: 'PATCH',
    body: { read },
    fallbackMessage: inboxTexts.updateFailed,
  });
}

export function useUpdateInboxItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInboxItem,
    onSettled: (_data, _error, { kind }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.inbox[kind] }),
  });
}
