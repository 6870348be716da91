import type { ReactNode } from 'react';
import type { Session } from '#shared/api/auth';
import { ConfirmProvider } from '#client/admin/confirm-dialog.tsx';
import { SuccessPopupProvider } from '#client/admin/success-popup.tsx';
import { UnsavedChangesProvider } from '#client/admin/unsaved-changes.tsx';
import { StaffSessionContext } from '../staff-session.ts';

/**
 * Who is signed in, the success popup, the confirmation dialog and the record of unsaved changes every
 * panel uses.
 */
export function DashboardProviders({ session, children }: { session: Session; children: ReactNode }) {
  return (
    <StaffSessionContext value={session}>
      <SuccessPopupProvider>
        <ConfirmProvider>
          <UnsavedChangesProvider>{children}</UnsavedChangesProvider>
        </ConfirmProvider>
      </SuccessPopupProvider>
    </StaffSessionContext>
  );
}
