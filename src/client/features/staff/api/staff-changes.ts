import { messageBodySchema } from '#shared/api/errors';
import { inviteResponseSchema, staffPaths, type InviteInput } from '#shared/api/staff';
import type { Role } from '#shared/staff/roles';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { useChange } from '#client/admin/use-change.ts';
import { staffTexts as say } from '../staff-texts.ts';

const answer = matches(messageBodySchema);
const invited = matches(inviteResponseSchema);

/** POST /api/staff/invitations: mails the link; refused with `field` 'email' for an address already on the staff. */
export const inviteColleague = (input: InviteInput) =>
  apiFetch(staffPaths.invitations, invited, {
    method: 'POST',
    body: input,
    fallbackMessage: say.changeFailed,
  });

/** POST .../resend: a new link for 7 days; the earlier one stops working. */
export const resendInvitation = (id: string) =>
  apiFetch(staffPaths.resendInvitation(id), invited, { method: 'POST', fallbackMessage: say.changeFailed });

export const withdrawInvitation = (id: string) =>
  apiFetch(staffPaths.invitation(id), answer, { method: 'DELETE', fallbackMessage: say.changeFailed });

export const changeRole = ({ id, role }: { id: number; role: Role }) =>
  apiFetch(staffPaths.role(id), answer, { method: 'PUT', body: { role }, fallbackMessage: say.changeFailed });

export const changeStatus = ({ id, status }: { id: number; status: 'active' | 'suspended' }) =>
  apiFetch(staffPaths.status(id), answer, {
    method: 'PUT',
    body: { status },
    fallbackMessage: say.changeFailed,
  });

export const signOutEverywhere = (id: number) =>
  apiFetch(staffPaths.signOut(id), answer, { method: 'POST', fallbackMessage: say.changeFailed });

export const removePerson = (id: number) =>
  apiFetch(staffPaths.person(id), answer, { method: 'DELETE', fallbackMessage: say.changeFailed });

/** Each change reads the staff list again when it settles, refused ones too. */
export const useInvite = () => useChange(inviteColleague, queryKeys.staff);
export const useResendInvitation = () => useChange(resendInvitation, queryKeys.staff);
export const useWithdrawInvitation = () => useChange(withdrawInvitation, queryKeys.staff);
export const useChangeRole = () => useChange(changeRole, queryKeys.staff);
export const useChangeStatus = () => useChange(changeStatus, queryKeys.staff);
export const useSignOutEverywhere = () => useChange(signOutEverywhere, queryKeys.staff);
export const useRemovePerson = () => useChange(removePerson, queryKeys.staff);
