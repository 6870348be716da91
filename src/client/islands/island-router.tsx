import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router';

interface Place {
  pathname: string;
  search: string;
  hash: string;
}

const here = (): Place => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
});

function parse(url: string): Place {
  const parsed = new URL(url, 'http://localhost');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}

/** Every island's router hears a change of query or fragment made by another. */
const ADDRESS_EVENT = 'popstate';

function follow(to: To, replace: boolean) {
  const href = typeof to === 'string' ? to : createPath(to);
  const target = new URL(href, window.location.href);
  // Another page is an ordinary page load: public pages are HTML, not a single-page app.
  if (target.pathname !== window.location.pathname) {
    if (replace) window.location.replace(target.href);
    else window.location.assign(target.href);
    return;
  }
  window.history[replace ? 'replaceState' : 'pushState'](null, '', target.href);
  window.dispatchEvent(new PopStateEvent(ADDRESS_EVENT));
}

const navigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  push: (to) => follow(to, false),
  replace: (to) => follow(to, true),
  go: (delta) => window.history.go(delta),
};

/**
 * The router an island lives in: links to other pages load them as pages; a change of the query or
 * fragment (the donate page's chosen action) stays in the page, as in the single-page app. `url` is the
 * address being rendered on the server.
 */
export function IslandRouter({ url, children }: { url?: string; children: ReactNode }) {
  const [place, setPlace] = useState<Place>(() => (url === undefined ? here() : parse(url)));
  useEffect(() => {
    const update = () => setPlace(here());
    window.addEventListener(ADDRESS_EVENT, update);
    window.addEventListener('hashchange', update);
    return () => {
      window.removeEventListener(ADDRESS_EVENT, update);
      window.removeEventListener('hashchange', update);
    };
  }, []);
  const location = useMemo(() => ({ ...place, state: null, key: 'island' }), [place]);
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}
