import { useState } from 'react';
import { donationModeLabels, type Donation } from '#shared/api/giving';
import type { StatementCredit } from '#shared/api/giving-bank';
import { errorMessage } from '#client/admin/error-message.ts';
import { useConfirmBankCredit } from '../api/confirm-bank-credit.ts';
import { useReceiptPreview } from '../api/preview-receipt.ts';
import { shortDate } from '../financial-years.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { guardOf, guardsOf, noOverrides, overrideBody, type Guard } from '../guards.ts';
import { creditAmount } from './bank-statement-results.tsx';
import { FormDialog } from './form-dialog.tsx';
import { GuardReasonFields, ReceiptPreviewNotice } from './receipt-preview.tsx';

const say = givingAdminTexts.bankStatement;

interface BankStatementConfirmDialogProps {
  credit: StatementCredit & { proposal: NonNullable<StatementCredit['proposal']> };
  onClose: () => void;
  onDone: (donation: Donation) => void;
}

/**
 * Says what confirming will do before it does it: the pledge marked received on the credit's date with its
 * reference, and the document "Mark received" would issue and mail (its own preview), or its refusal.
 */
export function BankStatementConfirmDialog({ credit, onClose, onDone }: BankStatementConfirmDialogProps) {
  const confirm = useConfirmBankCredit();
  const preview = useReceiptPreview({ kind: 'received', id: credit.proposal.donationId }, credit.received);
  const [overrides, setOverrides] = useState(noOverrides);
  const [refused, setRefused] = useState<Guard[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const guards = guardsOf(preview.state === 'ready' ? guardOf(preview.preview.refusal) : null, ...refused);
  const mode = donationModeLabels[credit.received.mode];
  const how = credit.received.utr ? say.byReference(mode, credit.received.utr) : mode;

  function submit() {
    const { duplicateReferenceReason } = overrideBody(overrides, guards);
    confirm.mutate(
      {
        creditId: credit.id,
        donationId: credit.proposal.donationId,
        ...(duplicateReferenceReason ? { duplicateReferenceReason } : {}),
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          const message = errorMessage(error, say.confirmFailed);
          setFailure(message);
          setRefused((before) => guardsOf(...before, guardOf(message)));
        },
      },
    );
  }

  return (
    <FormDialog
      title={say.confirmTitle(credit.proposal.pledgeReference)}
      intro={say.confirmIntro(
        credit.proposal.donorName,
        creditAmount(credit.amountPaise),
        shortDate(credit.bookedOn),
        how,
      )}
      submitLabel={say.confirmSave}
      cancelLabel={givingAdminTexts.received.close}
      pending={confirm.isPending}
      pendingLabel={givingAdminTexts.received.saving}
      error={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <ReceiptPreviewNotice preview={preview} />
      <GuardReasonFields
        guards={guards.filter((guard) => guard === 'reference')}
        value={overrides}
        onChange={setOverrides}
        errors={{}}
      />
    </FormDialog>
  );
}
