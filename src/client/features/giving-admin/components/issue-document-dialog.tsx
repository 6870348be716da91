import { useState } from 'react';
import type { Donation } from '#shared/api/giving';
import { errorMessage } from '#client/admin/error-message.ts';
import { useIssueDocument } from '../api/issue-document.ts';
import { useReceiptPreview } from '../api/preview-receipt.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { FormDialog } from './form-dialog.tsx';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.issue;

interface IssueDocumentDialogProps {
  /** A received donation without a live document. */
  donation: Donation;
  onClose: () => void;
  onDone: (donation: Donation) => void;
}

/**
 * Says which document a received donation without one will get, then issues it. The sentence is the
 * server's preview of the donation as received (the same rules issue it); if it cannot be had, a general
 * one says what happens.
 */
export function IssueDocumentDialog({ donation, onClose, onDone }: IssueDocumentDialogProps) {
  const issue = useIssueDocument();
  const [failure, setFailure] = useState<string | null>(null);
  // The donation's own facts, as marking it received would send them (a cheque's number, the goods).
  const facts =
    donation.receivedOn && donation.mode
      ? {
          receivedOn: donation.receivedOn,
          mode: donation.mode,
          ...(donation.chequeNumber ? { chequeNumber: donation.chequeNumber } : {}),
          ...(donation.goods ? { goods: donation.goods } : {}),
        }
      : null;
  const preview = useReceiptPreview({ kind: 'received', id: donation.id }, facts);
  const sentence =
    preview.state === 'ready'
      ? preview.preview.sentence
      : preview.state === 'checking'
        ? givingAdminTexts.preview.checking
        : say.fallback;

  function submit() {
    setFailure(null);
    issue.mutate(
      { id: donation.id },
      { onSuccess: onDone, onError: (error) => setFailure(errorMessage(error, say.failed)) },
    );
  }

  return (
    <FormDialog
      title={say.title(donation.reference)}
      intro={say.explain}
      submitLabel={say.confirm}
      cancelLabel={say.keep}
      pending={issue.isPending}
      pendingLabel={givingAdminTexts.received.saving}
      error={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <div role="status" className={styles.preview}>
        <p className={styles.previewSentence}>{sentence}</p>
      </div>
    </FormDialog>
  );
}
