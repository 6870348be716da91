import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSiteContent } from '#client/lib/site-content.tsx';
import { allMenuEntries, comingSoonPathOf } from '#shared/content/menus';
import { comingSoonMeta, metaFor, writtenPageMeta } from '#client/lib/route-meta.ts';

/** Keeps the document title and description in step with the route after client-side navigation. */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  const { pages, menus } = useSiteContent();
  useEffect(() => {
    const path = pathname.replace(/\/+$/, '');
    const written = pages.find((link) => `/${link.slug}` === path);
    const soon = allMenuEntries(menus).find((entry) => comingSoonPathOf(entry.id) === path);
    const meta = written ? writtenPageMeta(written) : soon ? comingSoonMeta(soon) : metaFor(pathname);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [pathname, pages, menus]);
}
