import type { ComponentProps } from 'react';
import { MemoryRouter as RouterMemoryRouter } from 'react-router';
import { RouterNavigation } from '#client/lib/router-navigation.tsx';

/** React Router's MemoryRouter with the app's links and address, as the single-page app has them. */
export function MemoryRouter({ children, ...props }: ComponentProps<typeof RouterMemoryRouter>) {
  return (
    <RouterMemoryRouter {...props}>
      <RouterNavigation>{children}</RouterNavigation>
    </RouterMemoryRouter>
  );
}
