/**
 * Links and the current address for components that run both as islands of the public pages and inside
 * the dashboard's single-page app (decision 011). Islands get them from plain `<a href>` and the window's
 * address, so no router ships to a public page; the app provides React Router's (`router-navigation.tsx`).
 */
import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';
import { useLocalPath } from '#client/i18n/language-context.tsx';

export interface Place {
  pathname: string;
  search: string;
  hash: string;
  /** Changes with every navigation in the app; an island's stays the same. */
  key?: string;
}

export type To = string | Partial<Place>;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

export interface Navigation {
  location: Place;
  navigate: (to: To, options?: { replace?: boolean }) => void;
  Link: ComponentType<LinkProps>;
}

/** As React Router writes a place: a search gets its `?` and a fragment its `#` when they lack one. */
export function createPath(to: To): string {
  if (typeof to === 'string') return to;
  const { pathname = '', search = '', hash = '' } = to;
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return `${pathname}${query}${fragment}`;
}

export const windowPlace = (): Place => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
});

/** Another page is an ordinary page load; a change of query or fragment stays in the page. */
export function follow(to: To, replace = false): void {
  const target = new URL(createPath(to), window.location.href);
  if (target.pathname !== window.location.pathname) {
    if (replace) window.location.replace(target.href);
    else window.location.assign(target.href);
    return;
  }
  window.history[replace ? 'replaceState' : 'pushState'](null, '', target.href);
  // Every island listening hears it, as after the browser's own back and forward.
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function PlainLink({ to, replace, onClick, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
          return;
        const target = new URL(to, window.location.href);
        // A link within the page changes the address without loading it again.
        if (target.origin !== window.location.origin || target.pathname !== window.location.pathname) return;
        event.preventDefault();
        follow(to, replace);
      }}
    />
  );
}

const NavigationContext = createContext<Navigation | null>(null);
export const NavigationProvider = NavigationContext.Provider;

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('A link or address was used outside a NavigationProvider');
  return navigation;
}

export const useLocation = (): Place => useNavigation().location;
export const useNavigate = (): Navigation['navigate'] => useNavigation().navigate;

/** A link to a page of the site leads to it in the page's language (/kn/vision on a Kannada page). */
export function Link({ to, ...props }: LinkProps) {
  const { Link: Implementation } = useNavigation();
  const local = useLocalPath();
  return <Implementation {...props} to={local(to)} />;
}

/** A link marked as the current page (`aria-current="page"`, class `active`) when its address is it. */
export function NavLink({ className, ...props }: LinkProps) {
  const active = useLocation().pathname === useLocalPath()(props.to);
  return (
    <Link
      {...props}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
