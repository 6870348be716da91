import type { ComponentProps } from 'react';
import { MemoryRouter as RouterMemoryRouter } from 'react-router';
import { RouterNavigation } from '#client/lib/router-navigation.tsx';
import { InLanguage } from './language.tsx';

/** React Router's MemoryRouter with the app's links and address, as the single-page app has them, in English. */
export function MemoryRouter({ children, ...props }: ComponentProps<typeof RouterMemoryRouter>) {
  return (
    <InLanguage>
      <RouterMemoryRouter {...props}>
        <RouterNavigation>{children}</RouterNavigation>
      </RouterMemoryRouter>
    </InLanguage>
  );
}
