import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSiteContent } from '#client/lib/site-content.tsx';
import { metaFor, writtenPageMeta } from './route-meta.ts';

/** Keeps the document title and description in step with the route after client-side navigation. */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  const { pages } = useSiteContent();
  useEffect(() => {
    const written = pages.find((link) => `/${link.slug}` === pathname.replace(/\/+$/, ''));
    const meta = written ? writtenPageMeta(written) : metaFor(pathname);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [pathname, pages]);
}
