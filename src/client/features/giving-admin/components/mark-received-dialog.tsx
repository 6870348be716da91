import { markReceivedSchema, type Donation } from '#shared/api/giving';
import { formatRupees } from '#shared/giving/amount-in-words';
import { useMarkReceived } from '../api/mark-received.ts';
import { useReceiptPreview } from '../api/preview-receipt.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { guardOf, guardsOf, overrideBody } from '../guards.ts';
import { FormDialog } from './form-dialog.tsx';
import { GuardReasonFields, ReceiptPreviewNotice } from './receipt-preview.tsx';
import {
  GivenFields,
  IdentityFields,
  ReceivedFields,
  givenBody,
  identityBody,
  receivedBody,
} from './received-fields.tsx';
import { checkedBody, useReceivedForm } from './use-received-form.ts';

const say = givingAdminTexts.received;

interface MarkReceivedDialogProps {
  donation: Donation;
  onClose: () => void;
  /** The server's answer: the donation as received, with its document or the reason it has none. */
  onDone: (donation: Donation) => void;
}

/**
 * Marks a pledge received: when, how, the payment reference, cheque number or goods, what the gift is, and
 * an identity document and address if it had none. Before the button it says what will be issued.
 */
export function MarkReceivedDialog({ donation, onClose, onDone }: MarkReceivedDialogProps) {
  const mark = useMarkReceived();
  const form = useReceivedForm({ mode: 'upi', utr: donation.utr ?? '' });
  const needsAddress = donation.idCode !== null && !donation.donorAddress;
  const asksIdentity = donation.idCode === null;

  const body = {
    ...receivedBody(form.received),
    ...givenBody(form.given),
    ...(asksIdentity || needsAddress ? identityBody(form.identity) : {}),
  };
  const preview = useReceiptPreview(
    { kind: 'received', id: donation.id },
    checkedBody(markReceivedSchema, body),
  );
  const guards = guardsOf(
    preview.state === 'ready' ? guardOf(preview.preview.refusal) : null,
    ...form.refused,
  );

  function submit() {
    const data = form.check(markReceivedSchema, { ...body, ...overrideBody(form.overrides, guards) });
    if (!data) return;
    mark.mutate(
      { id: donation.id, ...data },
      { onSuccess: onDone, onError: (error) => form.fail(error, say.failed) },
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
      <GivenFields
        value={form.given}
        onChange={form.setGiven}
        errors={form.errors}
        defaultType={donation.donationType}
      />
      {(asksIdentity || needsAddress) && (
        <IdentityFields
          value={form.identity}
          onChange={form.setIdentity}
          errors={form.errors}
          askIdentity={asksIdentity}
        />
      )}
      <ReceiptPreviewNotice preview={preview} />
      <GuardReasonFields
        guards={guards}
        value={form.overrides}
        onChange={form.setOverrides}
        errors={form.errors}
      />
    </FormDialog>
  );
}
