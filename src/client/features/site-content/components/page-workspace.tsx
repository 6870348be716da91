import { useId, useState, type RefCallback } from 'react';
import type { Page } from '#shared/api/content';
import { LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { usePage } from '../api/get-page.ts';
import { pageTexts as say } from '../page-texts.ts';
import { PageDocuments } from './page-documents.tsx';
import { PageForm } from './page-form.tsx';
import { RevisionList } from './revision-list.tsx';
import styles from './pages.module.css';

/** The page's heading takes focus when it appears: after New page, Edit, the first save, or loading. */
const headingRef: RefCallback<HTMLHeadingElement> = (heading) => heading?.focus();

interface WorkspaceProps {
  /** The page to edit, or 'new'. */
  open: number | 'new';
  onOpen: (id: number) => void;
  onBack: () => void;
}

/** One page being written: its form, then its documents and earlier versions once it exists. */
export function PageWorkspace({ open, onOpen, onBack }: WorkspaceProps) {
  const headingId = useId();
  return (
    <section className={styles.workspace} aria-labelledby={headingId}>
      <button type="button" className={`${forms.secondary} ${forms.small} ${styles.back}`} onClick={onBack}>
        ← {say.back}
      </button>
      {open === 'new' ? (
        <>
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.workspaceHeading}>
            {say.newPageHeading}
          </h3>
          <PageForm onSaved={(page) => onOpen(page.id)} />
          <p className={forms.hint}>{say.saveFirst}</p>
        </>
      ) : (
        <ExistingPage id={open} headingId={headingId} />
      )}
    </section>
  );
}

function ExistingPage({ id, headingId }: { id: number; headingId: string }) {
  const page = usePage(id);
  // A restored version replaces what the form holds: a new key draws the form again from the page.
  const [restoredAt, setRestoredAt] = useState('');
  const onRestored = (restored: Page) => setRestoredAt(restored.updatedAt);
  if (page.isPending) return <LoadingMessage>{say.loading}</LoadingMessage>;
  if (page.isError) return <LoadError message={say.pageLoadFailed} onRetry={() => void page.refetch()} />;
  return (
    <>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.workspaceHeading}>
        {say.editHeading(page.data.title)}
      </h3>
      <PageForm key={`${id}-${restoredAt}`} page={page.data} />
      <PageDocuments page={page.data} />
      <RevisionList page={page.data} onRestored={onRestored} />
    </>
  );
}
