import {
  acceptInvitationResponseSchema,
  invitationDetailsSchema,
  staffPaths,
  type AcceptInvitationInput,
  type InvitationDetails,
} from '#shared/api/staff';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { staffTexts as say } from '../staff-texts.ts';

/** GET /api/invitation?token=: who invited which address as what; 400 with field 'token' for a dead link. */
export function fetchInvitation(token: string, signal?: AbortSignal): Promise<InvitationDetails> {
  return apiFetch(
    `${staffPaths.publicInvitation}?token=${encodeURIComponent(token)}`,
    matches(invitationDetailsSchema),
    { signal, fallbackMessage: say.loadLinkFailed },
  );
}

/** POST /api/invitation/accept: creates the account and signs the person in (the answer sets the cookie). */
export function acceptInvitation(input: AcceptInvitationInput) {
  return apiFetch(staffPaths.acceptInvitation, matches(acceptInvitationResponseSchema), {
    method: 'POST',
    body: input,
    fallbackMessage: say.changeFailed,
  });
}
