import { useId, useState } from 'react';
import type { Page } from '#shared/api/content';
import { WrittenPage } from '#client/features/pages/written-page.tsx';
import { formatIndiaTime } from '#shared/india-time';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import { DataCell, DataRow } from '#client/admin/data-table.tsx';
import { errorMessage } from '#client/admin/error-message.ts';
import { ErrorMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { useRevision } from '../api/get-revision.ts';
import { useRevisions } from '../api/get-revisions.ts';
import { useRestoreRevision } from '../api/restore-revision.ts';
import { pageTexts as say } from '../page-texts.ts';
import { PageSection } from './page-section.tsx';
import { ActionsCell, PageTable, RowButton } from './table-parts.tsx';
import styles from './pages.module.css';

const [savedColumn, titleColumn, actionsColumn] = say.revisionColumns;

interface RevisionListProps {
  page: Page;
  /** The restored page, for the editor to show its text. */
  onRestored: (page: Page) => void;
}

/** Every earlier save of the page: read one, or bring it back after a confirmation. */
export function RevisionList({ page, onRestored }: RevisionListProps) {
  const revisions = useRevisions(page.id);
  const restore = useRestoreRevision();
  const confirm = useConfirm();
  const showSuccess = useSuccessPopup();
  const [viewing, setViewing] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function askToRestore(revisionId: number) {
    if (!(await confirm({ message: say.confirmRestore }))) return;
    setError(null);
    restore.mutate(
      { id: page.id, revisionId },
      {
        onSuccess: (restored) => {
          setViewing(null);
          showSuccess(say.restored);
          onRestored(restored);
        },
        onError: (failure) => setError(errorMessage(failure, say.restoreFailed)),
      },
    );
  }

  return (
    <PageSection title={say.revisions} hint={say.revisionsHint} error={error}>
      {revisions.isPending ? (
        <LoadingMessage>{say.revisionsLoading}</LoadingMessage>
      ) : revisions.isError ? (
        <LoadError message={say.revisionsFailed} onRetry={() => void revisions.refetch()} />
      ) : (
        <PageTable caption={say.revisionsCaption(revisions.data.length)} columns={say.revisionColumns}>
          {revisions.data.map((revision) => {
            const shown = viewing === revision.id;
            const which = say.viewingRevision(formatIndiaTime(revision.savedAt));
            return (
              <DataRow key={revision.id} highlight={shown}>
                <DataCell label={savedColumn}>
                  <time dateTime={revision.savedAt}>{formatIndiaTime(revision.savedAt)}</time>
                </DataCell>
                <DataCell label={titleColumn}>{revision.title}</DataCell>
                <ActionsCell label={actionsColumn}>
                  <RowButton
                    text={shown ? say.hide : say.view}
                    name={`${shown ? say.hide : say.view} ${which}`}
                    expanded={shown}
                    onClick={() => setViewing(shown ? null : revision.id)}
                  />
                  <RowButton
                    text={say.restore}
                    name={`${say.restore} ${which}`}
                    disabled={restore.isPending}
                    onClick={() => void askToRestore(revision.id)}
                  />
                </ActionsCell>
              </DataRow>
            );
          })}
        </PageTable>
      )}
      {viewing !== null && <RevisionView pageId={page.id} revisionId={viewing} />}
    </PageSection>
  );
}

/** One earlier save, read-only, drawn as visitors would have seen it. */
function RevisionView({ pageId, revisionId }: { pageId: number; revisionId: number }) {
  const headingId = useId();
  const revision = useRevision(pageId, revisionId);
  if (revision.isPending) return <LoadingMessage>{say.revisionLoading}</LoadingMessage>;
  if (revision.isError) return <ErrorMessage>{say.revisionFailed}</ErrorMessage>;
  const { savedAt, ...texts } = revision.data;
  return (
    <section className={styles.revision} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.sectionHeading}>
        {say.viewingRevision(formatIndiaTime(savedAt))}
      </h4>
      <div className={styles.publicFrame}>
        <WrittenPage content={{ ...texts, slug: '', kind: 'page', documents: [], publishedAt: savedAt }} />
      </div>
    </section>
  );
}
