import { useState } from 'react';
import type { Page } from '#shared/api/content';
import { fileSize } from '#client/features/pages/document-list.tsx';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import { DataCell, DataRow } from '#client/admin/data-table.tsx';
import { errorMessage } from '#client/admin/error-message.ts';
import { EmptyMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { useRemoveDocument } from '../api/remove-document.ts';
import { pageTexts as say } from '../page-texts.ts';
import { DocumentUploadForm } from './document-upload-form.tsx';
import { PageSection } from './page-section.tsx';
import { ActionsCell, PageTable, RowButton } from './table-parts.tsx';
import styles from './pages.module.css';

const [titleColumn, yearColumn, sizeColumn, actionsColumn] = say.documentColumns;

/** The PDFs listed under the page: upload one with its title and year, or remove one. */
export function PageDocuments({ page }: { page: Page }) {
  const remove = useRemoveDocument();
  const confirm = useConfirm();
  const showSuccess = useSuccessPopup();
  const [error, setError] = useState<string | null>(null);

  async function askToRemove(documentId: number) {
    if (!(await confirm({ message: say.confirmRemove, confirmLabel: 'Delete' }))) return;
    setError(null);
    remove.mutate(documentId, {
      onSuccess: () => showSuccess(say.removed),
      onError: (failure) => setError(errorMessage(failure, say.removeFailed)),
    });
  }

  return (
    <PageSection title={say.documents} hint={say.documentsHint} error={error}>
      {page.documents.length === 0 ? (
        <EmptyMessage>{say.noDocuments}</EmptyMessage>
      ) : (
        <PageTable caption={say.documentsCaption(page.documents.length)} columns={say.documentColumns}>
          {page.documents.map((document) => (
            <DataRow key={document.id}>
              <DataCell label={titleColumn}>{document.title}</DataCell>
              <DataCell label={yearColumn}>{document.year ?? '–'}</DataCell>
              <DataCell label={sizeColumn}>{fileSize(document.sizeBytes)}</DataCell>
              <ActionsCell label={actionsColumn}>
                <a
                  href={document.url}
                  className={`${forms.secondary} ${forms.small} ${styles.linkButton}`}
                  aria-label={`${say.open} ${document.title}`}
                >
                  {say.open}
                </a>
                <RowButton
                  text={say.remove}
                  name={`${say.remove} ${document.title}`}
                  danger
                  onClick={() => void askToRemove(document.id)}
                />
              </ActionsCell>
            </DataRow>
          ))}
        </PageTable>
      )}
      <DocumentUploadForm pageId={page.id} />
    </PageSection>
  );
}
