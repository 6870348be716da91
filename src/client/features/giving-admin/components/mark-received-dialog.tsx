import { markReceivedSchema, type Donation } from '#shared/api/giving';
import { formatRupees } from '#shared/giving/amount-in-words';
import { errorMessage } from '#client/admin/error-message.ts';
import { useMarkReceived } from '../api/mark-received.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { FormDialog } from './form-dialog.tsx';
import { IdentityFields, ReceivedFields, identityBody, receivedBody } from './received-fields.tsx';
import { useReceivedForm } from './use-received-form.ts';

const say = givingAdminTexts.received;

interface MarkReceivedDialogProps {
  donation: Donation;
  onClose: () => void;
  /** The server's answer: the donation as received, with its receipt or the reason it has none. */
  onDone: (donation: Donation) => void;
}

/** Marks a pledge received: when, how, the UTR or cheque number, and a PAN or Aadhaar if it had none. */
export function MarkReceivedDialog({ donation, onClose, onDone }: MarkReceivedDialogProps) {
  const mark = useMarkReceived();
  const form = useReceivedForm({ mode: 'upi', utr: donation.utr ?? '' });

  function submit() {
    const body = {
      ...receivedBody(form.received),
      ...(donation.idCode ? {} : identityBody(form.identity)),
    };
    const data = form.check(markReceivedSchema, body, donation.donorAddress !== null);
    if (!data) return;
    mark.mutate(
      { id: donation.id, ...data },
      { onSuccess: onDone, onError: (error) => form.setFailure(errorMessage(error, say.failed)) },
    );
  }

  return (
    <FormDialog
      title={say.title(donation.reference)}
      intro={`${donation.donorName}, ${formatRupees(donation.amount)}`}
      submitLabel={say.save}
      cancelLabel={say.close}
      pending={mark.isPending}
      pendingLabel={say.saving}
      error={form.failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <ReceivedFields value={form.received} onChange={form.setReceived} errors={form.errors} />
      {!donation.idCode && (
        <IdentityFields value={form.identity} onChange={form.setIdentity} errors={form.errors} />
      )}
    </FormDialog>
  );
}
