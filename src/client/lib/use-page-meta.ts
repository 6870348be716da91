import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { metaFor } from '../routes/route-meta.ts';

/** Keeps the document title and description in step with the route after client-side navigation. */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = metaFor(pathname);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [pathname]);
}
