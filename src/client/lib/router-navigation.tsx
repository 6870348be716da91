import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { NavigationProvider, type Navigation } from './navigation.tsx';

/** Links and the address of the single-page app: React Router's, so links stay in the app. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const value = useMemo<Navigation>(
    () => ({
      location,
      navigate: (to, options) => void navigate(to, options),
      Link: RouterLink,
    }),
    [location, navigate],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
