import { useEffect, useState, type ReactNode } from 'react';
import type { PublicPage } from '#shared/api/content-pages';
import page from '#client/components/ui/page.module.css';
import { useRenderedPage, useSiteContent } from '#client/lib/site-content.tsx';
import { usePageLanguage, useTexts } from '#client/i18n/language-context.tsx';
import { getPage } from './get-page.ts';
import { WrittenPage } from './written-page.tsx';

type Loaded = { slug: string } & ({ status: 'loaded'; page: PublicPage } | { status: 'failed' });

/**
 * A written page at its address (`/our-philosophy`). Loaded by its address, the page comes with its HTML;
 * reached through the menu, it is fetched, in the page's language (English where a text is not written in
 * it). An address no published page has is the site's 404 page.
 */
export function WrittenPageRoute({ slug, notFound }: { slug: string; notFound: ReactNode }) {
  const texts = useTexts().layout.writtenPage;
  const language = usePageLanguage();
  const rendered = useRenderedPage();
  const { pages } = useSiteContent();
  const published = pages.some((link) => link.slug === slug);
  const [loaded, setLoaded] = useState<Loaded>();
  const needsFetch = rendered?.slug !== slug && published;

  useEffect(() => {
    if (!needsFetch) return;
    const controller = new AbortController();
    getPage(slug, controller.signal, language).then(
      (found) => setLoaded({ slug, status: 'loaded', page: found }),
      () => {
        if (!controller.signal.aborted) setLoaded({ slug, status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [needsFetch, slug, language]);

  if (rendered?.slug === slug) return <WrittenPage content={rendered} />;
  if (!published) return notFound;
  if (loaded?.slug === slug && loaded.status === 'loaded') return <WrittenPage content={loaded.page} />;
  return (
    <div className={page.page}>
      {loaded?.slug === slug ? <p role="alert">{texts.loadFailed}</p> : <p role="status">{texts.loading}</p>}
    </div>
  );
}
