import type { PublicPage } from '#shared/api/content-pages';
import { PreviewDialog } from '#client/admin/preview-dialog.tsx';
import { WrittenPage } from '#client/features/pages/written-page.tsx';
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
  return (
    <PreviewDialog
      open={page !== null}
      onClose={onClose}
      heading={say.previewHeading}
      closeLabel={say.closePreview}
    >
      <div className={styles.publicFrame}>{page && <WrittenPage content={page} />}</div>
    </PreviewDialog>
  );
}
