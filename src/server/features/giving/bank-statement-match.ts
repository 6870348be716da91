import { MATCH_WINDOW_DAYS } from '#shared/api/giving-bank';
import { formatRupees } from '#shared/giving/amount-in-words';

/** Which open pledge a credit pays, when that can be told without guessing; no database here. */

export interface OpenPledge {
  id: number;
  reference: string;
  /** The payment reference the donor gave, upper-cased. */
  utr: string | null;
  /** Whole rupees. */
  amount: number;
  donorName: string;
  /** The day the pledge was made, in India. */
  pledgedOn: string;
}

export interface CreditToMatch {
  bookedOn: string;
  amountPaise: number;
  tokens: ReadonlySet<string>;
}

export type Outcome =
  | { proposal: { pledge: OpenPledge; reason: 'same-reference' | 'same-amount' }; note: null }
  | { proposal: null; note: string | null };

export const matchNotes = {
  amountDiffers: (reference: string, amount: number) =>
    `It names pledge ${reference}, which was for ${formatRupees(amount)}: correct the pledge, or record the credit.`,
  severalNamed: (references: string[]) => `It names several pledges (${references.join(', ')}): not guessed.`,
  namedTwice: (reference: string) =>
    `Another credit names pledge ${reference} too: not guessed. Mark the right one received in Donations.`,
  severalFit: (count: number) =>
    `${count} pledges of this amount were made in the ${MATCH_WINDOW_DAYS} days before it: not guessed.`,
  sharedFit: (reference: string) =>
    `Another credit of the same amount fits pledge ${reference} too: not guessed.`,
} as const;

/** Adds a value to the list kept under a key. */
function addTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** A pledge's payment fits a credit by amount and date: the same amount, on its day or a few days after. */
const fitsByAmount = (credit: CreditToMatch, pledge: OpenPledge) => {
  const days = daysBetween(pledge.pledgedOn, credit.bookedOn);
  return pledge.amount * 100 === credit.amountPaise && days >= 0 && days <= MATCH_WINDOW_DAYS;
};

/**
 * Each credit's outcome, by its index. First by reference: the pledge's reference or the donor's UTR among
 * the credit's words, when it names one pledge only, for the pledge's amount, and no other credit names
 * that pledge. Then, for a credit that names no pledge, by amount and date: proposed only when exactly one
 * pledge fits the credit and that pledge fits no other credit. Nothing is chosen among several.
 */
export function matchCredits(credits: readonly CreditToMatch[], pledges: readonly OpenPledge[]): Outcome[] {
  const byWord = new Map<string, OpenPledge[]>();
  for (const pledge of pledges) {
    addTo(byWord, pledge.reference, pledge);
    if (pledge.utr && pledge.utr !== pledge.reference) addTo(byWord, pledge.utr, pledge);
  }
  const named = credits.map((credit) => {
    const found = new Map<number, OpenPledge>();
    for (const word of credit.tokens)
      for (const pledge of byWord.get(word) ?? []) found.set(pledge.id, pledge);
    return [...found.values()];
  });
  const namedBy = new Map<number, number>();
  for (const list of named)
    for (const pledge of list) namedBy.set(pledge.id, (namedBy.get(pledge.id) ?? 0) + 1);

  const ofAmount = new Map<number, OpenPledge[]>();
  for (const pledge of pledges) addTo(ofAmount, pledge.amount * 100, pledge);
  // Pledges a credit names are never matched to another credit by amount.
  const fits = credits.map((credit, index) =>
    named[index]!.length > 0
      ? []
      : (ofAmount.get(credit.amountPaise) ?? []).filter(
          (pledge) => !namedBy.has(pledge.id) && fitsByAmount(credit, pledge),
        ),
  );
  const fitCount = new Map<number, number>();
  for (const list of fits)
    for (const pledge of list) fitCount.set(pledge.id, (fitCount.get(pledge.id) ?? 0) + 1);

  return credits.map((credit, index): Outcome => {
    const names = named[index]!;
    if (names.length > 1)
      return { proposal: null, note: matchNotes.severalNamed(names.map((p) => p.reference)) };
    const [pledge] = names;
    if (pledge) {
      if (pledge.amount * 100 !== credit.amountPaise)
        return { proposal: null, note: matchNotes.amountDiffers(pledge.reference, pledge.amount) };
      if (namedBy.get(pledge.id)! > 1)
        return { proposal: null, note: matchNotes.namedTwice(pledge.reference) };
      return { proposal: { pledge, reason: 'same-reference' }, note: null };
    }
    const fitting = fits[index]!;
    if (fitting.length > 1) return { proposal: null, note: matchNotes.severalFit(fitting.length) };
    const [only] = fitting;
    if (!only) return { proposal: null, note: null };
    if (fitCount.get(only.id)! > 1) return { proposal: null, note: matchNotes.sharedFit(only.reference) };
    return { proposal: { pledge: only, reason: 'same-amount' }, note: null };
  });
}
