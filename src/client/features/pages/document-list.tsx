import type { PageDocument } from '#shared/api/content-pages';
import { useTexts } from '#client/i18n/language-context.tsx';
import styles from './written-page.module.css';

/** 120 KB, 2.4 MB: how big a file is, in the words a phone's owner weighs a download by. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The PDFs of a page: annual reports, audited statements, certificates. */
export function DocumentList({ documents }: { documents: PageDocument[] }) {
  const texts = useTexts().layout.writtenPage;
  if (documents.length === 0) return null;
  return (
    <section className={styles.documents} aria-labelledby="page-documents">
      <h2 id="page-documents">{texts.documents}</h2>
      <ul>
        {documents.map((document) => (
          <li key={document.id}>
            <a href={document.url} className={styles.document}>
              <span className={styles.documentTitle}>
                {document.title}
                {document.year !== null && ` (${document.year})`}
              </span>
              <span className={styles.documentSize}>PDF, {fileSize(document.sizeBytes)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
