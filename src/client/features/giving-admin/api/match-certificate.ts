import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageBodySchema } from '#shared/api/errors';
import { certificatePaths, certificateSchema } from '#shared/api/giving-certificates';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { certificateKeys } from './certificate-year.ts';

const say = givingAdminTexts.certificates;

/** POST /api/giving/form-10be/certificates/{id}/match: matched by hand to one of the year's donors. */
export const matchCertificate = ({ id, donationId }: { id: number; donationId: number }) =>
  apiFetch(certificatePaths.match(id), matches(certificateSchema), {
    method: 'POST',
    body: { donationId },
    fallbackMessage: say.matchFailed,
  });

/** POST /api/giving/form-10be/certificates/{id}/unmatch: a match undone before the mail went. */
export const unmatchCertificate = (id: number) =>
  apiFetch(certificatePaths.unmatch(id), matches(certificateSchema), {
    method: 'POST',
    fallbackMessage: say.actionFailed,
  });

/** POST /api/giving/form-10be/certificates/{id}/handed-over: given to the donor by hand. */
export const handOverCertificate = (id: number) =>
  apiFetch(certificatePaths.handOver(id), matches(certificateSchema), {
    method: 'POST',
    fallbackMessage: say.actionFailed,
  });

/** DELETE /api/giving/form-10be/certificates/{id}/handed-over: a hand-over recorded by mistake undone. */
export const undoHandOverCertificate = (id: number) =>
  apiFetch(certificatePaths.handOver(id), matches(certificateSchema), {
    method: 'DELETE',
    fallbackMessage: say.actionFailed,
  });

/** DELETE /api/giving/form-10be/certificates/{id}: a certificate uploaded by mistake, removed. */
export const removeCertificate = (id: number) =>
  apiFetch(certificatePaths.certificate(id), matches(messageBodySchema), {
    method: 'DELETE',
    fallbackMessage: say.actionFailed,
  });

/** A change to a certificate's match: the year's list loads again once it settles. */
function useCertificateChange<Variables>(mutationFn: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificateKeys.all }),
  });
}

export const useMatchCertificate = () => useCertificateChange(matchCertificate);
export const useUnmatchCertificate = () => useCertificateChange(unmatchCertificate);
export const useHandOverCertificate = () => useCertificateChange(handOverCertificate);
export const useUndoHandOverCertificate = () => useCertificateChange(undoHandOverCertificate);
export const useRemoveCertificate = () => useCertificateChange(removeCertificate);
