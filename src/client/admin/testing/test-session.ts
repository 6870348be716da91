import type { Session } from '#shared/api/auth';
import { permissionsOf, type Role } from '#shared/staff/roles';

/** What GET /api/session answers for a person of `role` (the owner unless told). */
export function testSession(
  role: Role = 'owner',
  email = 'admin@example.org',
  secondFactorRequired = false,
): Session {
  return { email, name: '', role, permissions: permissionsOf(role), secondFactorRequired };
}
