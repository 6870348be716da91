import type { Donation } from '#shared/api/giving';

/** What a row of the donations table asks the panel to open. */
export type DonationAction =
  | { kind: 'mark'; donation: Donation }
  | { kind: 'correct'; donation: Donation }
  | { kind: 'cancel-pledge'; donation: Donation }
  | { kind: 'issue'; donation: Donation }
  | { kind: 'history'; donation: Donation }
  | { kind: 'cancel'; receipt: { id: number; number: string } }
  | { kind: 'reissue'; receipt: { id: number; number: string }; donation: Donation };
