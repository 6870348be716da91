import type { Donation } from '#shared/api/giving';
import { givingAdminTexts } from './giving-admin-texts.ts';

/** The receipt a donation holds now, if one is not cancelled. */
export const activeReceipt = (donation: Donation) =>
  donation.receipts.find((receipt) => receipt.cancelledAt === null);

/** What the server's answer says about the 80G receipt: issued with its number, or why not. */
export function receiptOutcome(donation: Donation): string {
  const receipt = activeReceipt(donation);
  if (receipt) return givingAdminTexts.outcome.issued(receipt.number);
  return donation.receiptNote ?? '';
}
