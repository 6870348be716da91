import { useId } from 'react';
import type { PublicPage } from '#shared/api/content-pages';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { WrittenPage } from '#client/features/pages/written-page.tsx';
import forms from '#client/admin/forms.module.css';
import { pageTexts as say } from '../page-texts.ts';
import styles from './pages.module.css';

interface PagePreviewProps {
  page: PublicPage | null;
  onClose: () => void;
}

/**
 * The page as visitors will see it, drawn by the public site's own component, before anything is published.
 * Focus starts on Close, the dialog's first button.
 */
export function PagePreview({ page, onClose }: PagePreviewProps) {
  const headingId = useId();
  return (
    <Dialog open={page !== null} onClose={onClose} labelledBy={headingId} className={styles.previewDialog}>
      <div className={styles.previewBar}>
        <h3 id={headingId} className={styles.previewHeading}>
          {say.previewHeading}
        </h3>
        <button type="button" className={forms.secondary} onClick={onClose}>
          {say.closePreview}
        </button>
      </div>
      <div className={styles.publicFrame}>{page && <WrittenPage content={page} />}</div>
    </Dialog>
  );
}
