import { useId, useState } from 'react';
import type { Certificate, CertificateDonor } from '#shared/api/giving-certificates';
import { errorMessage } from '#client/admin/error-message.ts';
import forms from '#client/admin/forms.module.css';
import { useMatchCertificate } from '../api/match-certificate.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { FormDialog } from './form-dialog.tsx';

const say = givingAdminTexts.certificates;

interface MatchCertificateDialogProps {
  certificate: Certificate;
  /** The year's donors with an 80G receipt: the only ones a certificate can belong to. */
  donors: CertificateDonor[];
  onClose: () => void;
  onDone: () => void;
}

/** The administrator picks the donor a certificate belongs to; nothing is mailed yet. */
export function MatchCertificateDialog({
  certificate,
  donors,
  onClose,
  onDone,
}: MatchCertificateDialogProps) {
  const selectId = useId();
  const errorId = useId();
  const match = useMatchCertificate();
  const [donationId, setDonationId] = useState(certificate.donor ? String(certificate.donor.donationId) : '');
  const [failure, setFailure] = useState<{ message: string; field: boolean } | null>(null);

  function submit() {
    if (!donationId) {
      setFailure({ message: say.chooseDonor, field: true });
      return;
    }
    setFailure(null);
    match.mutate(
      { id: certificate.id, donationId: Number(donationId) },
      {
        onSuccess: onDone,
        onError: (error) => setFailure({ message: errorMessage(error, say.matchFailed), field: false }),
      },
    );
  }

  return (
    <FormDialog
      title={say.matchTitle(certificate.fileName)}
      intro={say.matchIntro(certificate.nameOnCertificate, certificate.identityOnCertificate)}
      submitLabel={say.matchSave}
      cancelLabel={say.matchCancel}
      pending={match.isPending}
      pendingLabel={say.matching}
      error={failure?.field ? null : (failure?.message ?? null)}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className={forms.field}>
        <label htmlFor={selectId}>{say.matchDonor}</label>
        <select
          id={selectId}
          className={forms.control}
          value={donationId}
          aria-invalid={failure?.field || undefined}
          aria-describedby={failure?.field ? errorId : undefined}
          onChange={(event) => setDonationId(event.target.value)}
        >
          <option value="">{say.chooseDonor}</option>
          {donors.map((donor) => (
            <option key={donor.donationId} value={donor.donationId}>
              {say.donorOption(donor.name, donor.identity, donor.delivered)}
            </option>
          ))}
        </select>
        {failure?.field && (
          <p id={errorId} role="alert" className={forms.fieldError}>
            {failure.message}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
