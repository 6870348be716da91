import { useRef, useState } from 'react';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import { errorMessage } from '#client/admin/error-message.ts';
import { EmptyMessage, ErrorMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { useDeletePage } from '../api/delete-page.ts';
import { usePages } from '../api/get-pages.ts';
import { pageTexts as say } from '../page-texts.ts';
import { PageList } from './page-list.tsx';
import { PageWorkspace } from './page-workspace.tsx';
import styles from './pages.module.css';

/** Pages: the list of written pages, or the one being written. */
export function PagesPanel() {
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const pages = usePages();
  const remove = useDeletePage();
  const confirm = useConfirm();
  const showSuccess = useSuccessPopup();
  const [error, setError] = useState<string | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);

  if (open !== null)
    return (
      <PageWorkspace
        open={open}
        onOpen={setOpen}
        onBack={() => {
          setOpen(null);
          requestAnimationFrame(() => newButton.current?.focus());
        }}
      />
    );

  async function askToDelete(id: number) {
    if (!(await confirm({ message: say.confirmDelete, confirmLabel: 'Delete' }))) return;
    setError(null);
    remove.mutate(id, {
      onSuccess: () => {
        showSuccess(say.deleted);
        newButton.current?.focus();
      },
      onError: (failure) => setError(errorMessage(failure, say.deleteFailed)),
    });
  }

  return (
    <div className={styles.panel}>
      <div className={forms.actions}>
        <button ref={newButton} type="button" className={forms.primary} onClick={() => setOpen('new')}>
          {say.newPage}
        </button>
      </div>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      {pages.isPending ? (
        <LoadingMessage>{say.loading}</LoadingMessage>
      ) : pages.isError ? (
        <LoadError message={say.loadFailed} onRetry={() => void pages.refetch()} />
      ) : pages.data.length === 0 ? (
        <EmptyMessage>{say.empty}</EmptyMessage>
      ) : (
        <PageList pages={pages.data} onEdit={setOpen} onDelete={(id) => void askToDelete(id)} />
      )}
    </div>
  );
}
