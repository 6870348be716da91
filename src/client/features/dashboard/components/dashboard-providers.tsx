import type { ReactNode } from 'react';
import { ConfirmProvider } from '#client/admin/confirm-dialog.tsx';
import { SuccessPopupProvider } from '#client/admin/success-popup.tsx';

/** The success popup and the confirmation dialog every panel uses. */
export function DashboardProviders({ children }: { children: ReactNode }) {
  return (
    <SuccessPopupProvider>
      <ConfirmProvider>{children}</ConfirmProvider>
    </SuccessPopupProvider>
  );
}
