import { createContext, use } from 'react';
import type { Session } from '#shared/api/auth';
import type { Permission } from '#shared/staff/roles';

/** Who is signed in to the dashboard, with the permissions of their role (GET /api/session). */
export const StaffSessionContext = createContext<Session | null>(null);

export function useStaffSession(): Session {
  const session = use(StaffSessionContext);
  if (!session) throw new Error('useStaffSession needs the dashboard gate');
  return session;
}

/** Whether the signed-in person's role opens `permission`: the dashboard hides what it would refuse. */
export function useCan(permission: Permission): boolean {
  return useStaffSession().permissions.includes(permission);
}
