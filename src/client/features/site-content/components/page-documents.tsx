import { useId, useState } from 'react';
import type { Page } from '#shared/api/content';
import { fileSize } from '#client/features/pages/document-list.tsx';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import { DataCell, DataRow, DataTable } from '#client/admin/data-table.tsx';
import { errorMessage } from '#client/admin/error-message.ts';
import { EmptyMessage, ErrorMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { useRemoveDocument } from '../api/remove-document.ts';
import { pageTexts as say } from '../page-texts.ts';
import { DocumentUploadForm } from './document-upload-form.tsx';
import styles from './pages.module.css';

const [titleColumn, yearColumn, sizeColumn, actionsColumn] = say.documentColumns;

/** The PDFs listed under the page: upload one with its title and year, or remove one. */
export function PageDocuments({ page }: { page: Page }) {
  const headingId = useId();
  const remove = useRemoveDocument();
  const confirm = useConfirm();
  const showSuccess = useSuccessPopup();
  const [error, setError] = useState<string | null>(null);

  async function askToRemove(documentId: number) {
    if (!(await confirm({ message: say.confirmRemove, confirmLabel: 'Delete' }))) return;
    setError(null);
    remove.mutate(
      { pageId: page.id, documentId },
      {
        onSuccess: () => showSuccess(say.removed),
        onError: (failure) => setError(errorMessage(failure, say.removeFailed)),
      },
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionHeading}>
        {say.documents}
      </h3>
      <p className={forms.hint}>{say.documentsHint}</p>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      {page.documents.length === 0 ? (
        <EmptyMessage>{say.noDocuments}</EmptyMessage>
      ) : (
        <div className={styles.tableWrap}>
          <DataTable caption={say.documentsCaption(page.documents.length)} columns={[...say.documentColumns]}>
            {page.documents.map((document) => (
              <DataRow key={document.id}>
                <DataCell label={titleColumn}>{document.title}</DataCell>
                <DataCell label={yearColumn}>{document.year ?? '–'}</DataCell>
                <DataCell label={sizeColumn}>{fileSize(document.sizeBytes)}</DataCell>
                <DataCell label={actionsColumn}>
                  <div className={`${forms.actions} ${styles.rowActions}`}>
                    <a
                      href={document.url}
                      className={`${forms.secondary} ${forms.small} ${styles.linkButton}`}
                      aria-label={`${say.open} ${document.title}`}
                    >
                      {say.open}
                    </a>
                    <button
                      type="button"
                      className={`${forms.danger} ${forms.small}`}
                      aria-label={`${say.remove} ${document.title}`}
                      onClick={() => void askToRemove(document.id)}
                    >
                      {say.remove}
                    </button>
                  </div>
                </DataCell>
              </DataRow>
            ))}
          </DataTable>
        </div>
      )}
      <DocumentUploadForm pageId={page.id} />
    </section>
  );
}
