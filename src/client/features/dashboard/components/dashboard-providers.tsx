import type { ReactNode } from 'react';
import { ConfirmProvider } from './confirm-dialog.tsx';
import { SuccessPopupProvider } from './success-popup.tsx';

/** The success popup and the confirmation dialog every panel uses. */
export function DashboardProviders({ children }: { children: ReactNode }) {
  return (
    <SuccessPopupProvider>
      <ConfirmProvider>{children}</ConfirmProvider>
    </SuccessPopupProvider>
  );
}
