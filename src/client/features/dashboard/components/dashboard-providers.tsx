import type { ReactNode } from 'react';
import { ConfirmProvider } from '#client/admin/confirm-dialog.tsx';
import { SuccessPopupProvider } from '#client/admin/success-popup.tsx';
import { UnsavedChangesProvider } from '#client/admin/unsaved-changes.tsx';

/** The success popup, the confirmation dialog and the record of unsaved changes every panel uses. */
export function DashboardProviders({ children }: { children: ReactNode }) {
  return (
    <SuccessPopupProvider>
      <ConfirmProvider>
        <UnsavedChangesProvider>{children}</UnsavedChangesProvider>
      </ConfirmProvider>
    </SuccessPopupProvider>
  );
}
