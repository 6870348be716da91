import type { PageTextField } from '#shared/api/content-fields';
import type { PublicPage } from '#shared/api/content-pages';
import page from '#client/components/ui/page.module.css';
import { InterestForm } from '#client/features/get-involved/interest-form.ts';
import { Island } from '#client/islands/island.tsx';
import { DocumentList } from './document-list.tsx';
import styles from './written-page.module.css';

/**
 * A page the administrator wrote in the dashboard. Its body is HTML that the server cleaned against an
 * allow-list before storing it (headings, paragraphs, lists, emphasis, links, library pictures), so it is
 * shown as it is. A programme's page ends with the Expression of Interest form.
 *
 * In another language, a text not yet written in it is the English one, marked `lang="en"` so that screen
 * readers read it with an English voice.
 */
export function WrittenPage({ content }: { content: PublicPage }) {
  const lang = (field: PageTextField) => (content.untranslated?.includes(field) ? 'en' : undefined);
  return (
    <article className={page.page}>
      <h1 className={page.title} lang={lang('title')}>
        {content.title}
      </h1>
      {content.summary && (
        <p className={page.lead} lang={lang('summary')}>
          {content.summary}
        </p>
      )}
      <div className={styles.body} lang={lang('body')} dangerouslySetInnerHTML={{ __html: content.body }} />
      <DocumentList documents={content.documents} />
      {content.kind === 'programme' && (
        // A programme's page ends with the way to join it: the Expression of Interest form, naming it.
        <div className={styles.interest}>
          <Island name="interest-form" when="interaction">
            <InterestForm action={content.title} headingLevel={2} />
          </Island>
        </div>
      )}
    </article>
  );
}
