import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  follow,
  NavigationProvider,
  PlainLink,
  windowPlace,
  type Navigation,
  type Place,
} from '#client/lib/navigation.tsx';

function parse(url: string): Place {
  const parsed = new URL(url, 'http://localhost');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}

/**
 * The links and address an island lives with, without a router: links are `<a href>`, so another page
 * loads as a page; a change of the query or fragment (the donate page's chosen action) stays in the page.
 * `url` is the address being rendered on the server.
 */
export function IslandRouter({ url, children }: { url?: string; children: ReactNode }) {
  const [place, setPlace] = useState<Place>(() => (url === undefined ? windowPlace() : parse(url)));
  useEffect(() => {
    const update = () => setPlace(windowPlace());
    window.addEventListener('popstate', update);
    window.addEventListener('hashchange', update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener('hashchange', update);
    };
  }, []);
  const navigation = useMemo<Navigation>(
    () => ({ location: place, navigate: (to, options) => follow(to, options?.replace), Link: PlainLink }),
    [place],
  );
  return <NavigationProvider value={navigation}>{children}</NavigationProvider>;
}
