import { useState } from 'react';
import { errorMessage } from '#client/admin/error-message.ts';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { useDeleteInboxItem } from './api/delete-inbox-item.ts';
import { useUpdateInboxItem } from './api/update-inbox-item.ts';
import type { InboxKind } from './inbox-kind.ts';
import { inboxTexts } from './inbox-texts.ts';

/** Mark read/unread and delete-after-confirmation for one inbox, with the failure to show. */
export function useInboxActions(kind: InboxKind, onDeleted: () => void) {
  const update = useUpdateInboxItem();
  const remove = useDeleteInboxItem();
  const confirm = useConfirm();
  const showSuccess = useSuccessPopup();
  const [error, setError] = useState<string | null>(null);

  function setRead(id: number, read: boolean) {
    setError(null);
    update.mutate(
      { kind, id, read },
      { onError: (failure) => setError(errorMessage(failure, inboxTexts.updateFailed)) },
    );
  }

  async function askToDelete(id: number) {
    if (!(await confirm({ message: inboxTexts.confirmDelete, confirmLabel: 'Delete' }))) return;
    setError(null);
    remove.mutate(
      { kind, id },
      {
        onSuccess: () => {
          showSuccess(inboxTexts.deleted);
          onDeleted();
        },
        onError: (failure) => setError(errorMessage(failure, inboxTexts.deleteFailed)),
      },
    );
  }

  const busyId = update.isPending
    ? update.variables?.id
    : remove.isPending
      ? remove.variables?.id
      : undefined;
  return { setRead, askToDelete, error, busyId };
}
