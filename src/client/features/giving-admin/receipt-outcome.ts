import type { Donation } from '#shared/api/giving';
import { receiptKindTexts, type ReceiptKind } from '#shared/giving/receipt-rules';
import { givingAdminTexts } from './giving-admin-texts.ts';

/** The document a donation holds now, if one is not cancelled. */
export const activeReceipt = (donation: Donation) =>
  donation.receipts.find((receipt) => receipt.cancelledAt === null);

/** A document's kind in plain words, as a line starts with it: "80G receipt", "Donation receipt". */
export function kindName(kind: ReceiptKind): string {
  const { name } = receiptKindTexts[kind];
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

/** What the server's answer says about the donation's document: issued with its number, or why none. */
export function receiptOutcome(donation: Donation): string {
  const receipt = activeReceipt(donation);
  if (!receipt) return donation.receiptNote ?? '';
  const issued = givingAdminTexts.outcome.issued(
    kindName(receipt.kind),
    receipt.number,
    donation.donorEmail !== '',
  );
  return donation.receiptNote ? `${issued} ${donation.receiptNote}` : issued;
}
