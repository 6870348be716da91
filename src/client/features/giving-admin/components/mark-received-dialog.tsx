import { useState } from 'react';
import { givingMessages, markReceivedSchema, type Donation } from '#shared/api/giving';
import { formatRupees } from '#shared/giving/amount-in-words';
import { errorMessage } from '#client/admin/error-message.ts';
import { useMarkReceived } from '../api/mark-received.ts';
import { fieldErrors, withoutEmpty, type FieldErrors } from '../field-errors.ts';
import { todayInIndia } from '../financial-years.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { FormDialog } from './form-dialog.tsx';
import {
  IdentityFields,
  ReceivedFields,
  identityBody,
  receivedBody,
  type IdentityDraft,
  type ReceivedDraft,
} from './received-fields.tsx';

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
  const [received, setReceived] = useState<ReceivedDraft>({
    receivedOn: todayInIndia(),
    mode: 'upi',
    utr: donation.utr ?? '',
    chequeNumber: '',
  });
  const [identity, setIdentity] = useState<IdentityDraft>({ idCode: '', idNumber: '', donorAddress: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  function submit() {
    const body = { ...receivedBody(received), ...(donation.idCode ? {} : identityBody(identity)) };
    const parsed = markReceivedSchema.safeParse(body);
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (identity.idCode && !identity.donorAddress.trim() && !donation.donorAddress)
      found.donorAddress ??= givingMessages.addressRequired;
    setErrors(found);
    const first = Object.values(found)[0];
    if (!parsed.success || first) {
      setFailure(first ?? null);
      return;
    }
    setFailure(null);
    mark.mutate(
      { id: donation.id, ...withoutEmpty(parsed.data) },
      { onSuccess: onDone, onError: (error) => setFailure(errorMessage(error, say.failed)) },
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
      error={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <ReceivedFields value={received} onChange={setReceived} errors={errors} />
      {!donation.idCode && <IdentityFields value={identity} onChange={setIdentity} errors={errors} />}
    </FormDialog>
  );
}
