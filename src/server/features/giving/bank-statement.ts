import type { z } from 'zod';
import type { Db } from '#server/db/database';
import { BadRequestError, ConflictError, NotFoundError } from '#server/errors';
import {
  bankStatementLimits as limits,
  bankStatementMessages as say,
  type confirmCreditSchema,
  type StatementCredit,
  type StatementMatch,
  type statementMatchInputSchema,
  type StatementPreview,
  type statementPreviewInputSchema,
} from '#shared/api/giving-bank';
import { markReceivedSchema, type Donation } from '#shared/api/giving';
import { isTransferReference } from '#shared/giving/transfer-reference';
import { dayInIndia } from '#shared/india-time';
import { readStatementRows } from './bank-statement-csv.ts';
import { receivedOf, tokensOf, transactionsOf, type ReadCredit } from './bank-statement-credits.ts';
import { bankKeyOf, savedLayout, saveLayout, suggestLayout } from './bank-statement-layout.ts';
import { matchCredits, type OpenPledge } from './bank-statement-match.ts';
import { findDonation } from './donation-rows.ts';
import { markReceived, type Actor, type DonationDeps } from './donations.ts';

/** Bank statement matching: a statement's credits read, kept once, matched to open pledges and used. */

type PreviewInput = z.output<typeof statementPreviewInputSchema>;
type MatchInput = z.output<typeof statementMatchInputSchema>;
type ConfirmInput = z.output<typeof confirmCreditSchema>;

/** Rows per statement sent to the database at once: well within both engines' limits on parameters. */
const CHUNK = 400;
const chunksOf = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, at) =>
    items.slice(at * CHUNK, (at + 1) * CHUNK),
  );

/** The first lines of a statement, so the administrator sees its columns, and the layout to read it with. */
export async function previewStatement(db: Db, input: PreviewInput): Promise<StatementPreview> {
  const rows = readStatementRows(input.csv);
  const lines = rows.slice(0, limits.previewLines);
  return {
    saved: await savedLayout(db, input.bank),
    suggested: suggestLayout(rows),
    lines,
    columns: Math.max(...lines.map((line) => line.cells.length)),
  };
}

/** Keeps each credit once (a statement uploaded again adds nothing) and answers the stored rows. */
async function keepCredits(trx: Db, bankKey: string, credits: readonly ReadCredit[], now: Date) {
  for (const chunk of chunksOf(credits))
    await trx
      .insertInto('bank_credits')
      .values(
        chunk.map((credit) => ({
          fingerprint: credit.fingerprint,
          bank_key: bankKey,
          booked_on: credit.bookedOn,
          amount_paise: credit.amountPaise,
          narration: credit.narration,
          reference: credit.reference,
          first_seen_at: now.toISOString(),
        })),
      )
      .onConflict((conflict) => conflict.column('fingerprint').doNothing())
      .execute();
  const stored = [];
  for (const chunk of chunksOf(credits))
    stored.push(
      ...(await trx
        .selectFrom('bank_credits')
        .leftJoin('donations', 'donations.id', 'bank_credits.donation_id')
        .select([
          'bank_credits.id',
          'bank_credits.fingerprint',
          'bank_credits.donation_id',
          'bank_credits.used_as',
          'donations.reference as donation_reference',
        ])
        .where(
          'bank_credits.fingerprint',
          'in',
          chunk.map((credit) => credit.fingerprint),
        )
        .execute()),
    );
  return new Map(stored.map((row) => [row.fingerprint, row]));
}

async function openPledges(db: Db): Promise<OpenPledge[]> {
  const rows = await db
    .selectFrom('donations')
    .select(['id', 'reference', 'utr', 'amount', 'donor_name', 'created_at'])
    .where('status', '=', 'pledged')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    utr: row.utr ? row.utr.toUpperCase() : null,
    amount: row.amount,
    donorName: row.donor_name,
    pledgedOn: dayInIndia(new Date(row.created_at)),
  }));
}

/**
 * Received donations whose reference or payment reference is among these words: a credit naming one for
 * its amount was already accounted for (marked received by hand, say) and is not offered again.
 */
async function receivedByWord(db: Db, words: readonly string[]) {
  const found = new Map<string, { id: number; reference: string; amount: number }>();
  for (const chunk of chunksOf(words)) {
    const rows = await db
      .selectFrom('donations')
      .select(['id', 'reference', 'utr', 'amount'])
      .where('status', '=', 'received')
      .where((eb) => eb.or([eb('utr', 'in', chunk), eb('reference', 'in', chunk)]))
      .execute();
    for (const row of rows) {
      found.set(row.reference, row);
      if (row.utr) found.set(row.utr.toUpperCase(), row);
    }
  }
  return found;
}

/** A word that could be a donation's reference (GK7K3Q9X, GKD1A2B3C4) or a payment reference. */
const mayNameDonation = (word: string) => /^GK[A-Z0-9]{6,8}$/.test(word) || isTransferReference(word);

/**
 * A statement read with the layout (remembered for its bank), its credits kept once, and each matched:
 * used already, proposed for one open pledge, or unmatched. Nothing is written unless the whole file reads.
 */
export async function matchStatement(db: Db, input: MatchInput, now: Date): Promise<StatementMatch> {
  const bankKey = bankKeyOf(input.bank);
  const read = transactionsOf(readStatementRows(input.csv), input.layout, bankKey);
  const stored = await db.transaction().execute(async (trx) => {
    await saveLayout(trx, input.bank, input.layout, now);
    return keepCredits(trx, bankKey, read.credits, now);
  });
  const tokens = read.credits.map(tokensOf);
  const received = await receivedByWord(
    db,
    [...new Set(tokens.flatMap((set) => [...set]))].filter(mayNameDonation),
  );
  const pledges = await openPledges(db);

  const usedOf = (credit: ReadCredit, index: number): StatementCredit['used'] => {
    const row = stored.get(credit.fingerprint)!;
    if (row.donation_id !== null)
      return {
        donationId: row.donation_id,
        donationReference: row.donation_reference ?? '',
        how: row.used_as === 'recorded' ? 'recorded' : 'confirmed',
      };
    for (const word of tokens[index]!) {
      const donation = received.get(word);
      if (donation && donation.amount * 100 === credit.amountPaise)
        return { donationId: donation.id, donationReference: donation.reference, how: 'reference' };
    }
    return null;
  };
  const used = read.credits.map(usedOf);
  const open = read.credits.flatMap((credit, index) => (used[index] ? [] : [{ credit, index }]));
  const outcomes = matchCredits(
    open.map(({ credit, index }) => ({ ...credit, tokens: tokens[index]! })),
    pledges,
  );
  const outcomeOf = new Map(open.map(({ index }, at) => [index, outcomes[at]!]));

  const credits = read.credits.map((credit, index): StatementCredit => {
    const outcome = outcomeOf.get(index);
    const proposal = outcome?.proposal ?? null;
    return {
      id: stored.get(credit.fingerprint)!.id,
      line: credit.line,
      bookedOn: credit.bookedOn,
      amountPaise: credit.amountPaise,
      narration: credit.narration,
      reference: credit.reference,
      state: used[index] ? 'used' : proposal ? 'proposed' : 'unmatched',
      used: used[index] ?? null,
      proposal: proposal && {
        donationId: proposal.pledge.id,
        pledgeReference: proposal.pledge.reference,
        donorName: proposal.pledge.donorName,
        pledgedOn: proposal.pledge.pledgedOn,
        amount: proposal.pledge.amount,
        reason: proposal.reason,
      },
      received: receivedOf(credit, proposal?.pledge.utr ?? null),
      note: outcome?.note ?? null,
    };
  });
  const count = (state: StatementCredit['state']) =>
    credits.filter((credit) => credit.state === state).length;
  return {
    bank: input.bank,
    counts: {
      credits: credits.length,
      matched: count('used'),
      proposed: count('proposed'),
      unmatched: count('unmatched'),
      debits: read.debits,
    },
    skippedLines: read.skippedLines,
    credits,
  };
}

async function findCredit(db: Db, id: number) {
  const credit = await db.selectFrom('bank_credits').selectAll().where('id', '=', id).executeTakeFirst();
  if (!credit) throw new NotFoundError(say.creditNotFound);
  return credit;
}

/** Marks a credit used by a donation, unless another request used it first. */
async function markUsed(db: Db, creditId: number, donationId: number, how: string, actor: Actor, now: Date) {
  const updated = await db
    .updateTable('bank_credits')
    .set({ donation_id: donationId, used_as: how, used_at: now.toISOString(), used_by: actor.email })
    .where('id', '=', creditId)
    .where('donation_id', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/**
 * A proposal confirmed: the pledge is marked received through "Mark received" itself, with the credit's
 * date and reference, so the same document, guards, history and mail follow; then the credit is marked
 * used. "Mark received" keeps its own transaction: a credit confirmed twice at once meets its pledge's
 * state (one only is marked received) or the duplicate-reference guard.
 */
export async function confirmCredit(
  db: Db,
  deps: DonationDeps,
  creditId: number,
  input: ConfirmInput,
  actor: Actor,
  now: Date,
): Promise<Donation> {
  const credit = await findCredit(db, creditId);
  if (credit.donation_id !== null) throw new ConflictError(say.creditUsed);
  const pledge = await findDonation(db, input.donationId);
  if (pledge.status !== 'pledged') throw new ConflictError(say.notOpenPledge);
  if (pledge.amount * 100 !== Number(credit.amount_paise)) throw new ConflictError(say.amountDiffers);
  const received = markReceivedSchema.safeParse({
    ...receivedOf(
      { bookedOn: credit.booked_on, narration: credit.narration, reference: credit.reference },
      pledge.utr,
    ),
    ...(input.duplicateReferenceReason ? { duplicateReferenceReason: input.duplicateReferenceReason } : {}),
  });
  if (!received.success) throw new BadRequestError(received.error.issues[0]!.message);
  const donation = await markReceived(db, deps, pledge.id, received.data, actor, now);
  await markUsed(db, creditId, pledge.id, 'confirmed', actor, now);
  return donation;
}

/** An unmatched credit recorded as a donation (through "Record a donation"), marked used by it. */
export async function creditRecorded(
  db: Db,
  creditId: number,
  donationId: number,
  actor: Actor,
  now: Date,
): Promise<NonNullable<StatementCredit['used']>> {
  const credit = await findCredit(db, creditId);
  if (credit.donation_id !== null) throw new ConflictError(say.creditUsed);
  const donation = await findDonation(db, donationId);
  if (donation.status !== 'received') throw new ConflictError(say.notReceived);
  if (!(await markUsed(db, creditId, donationId, 'recorded', actor, now)))
    throw new ConflictError(say.creditUsed);
  return { donationId, donationReference: donation.reference, how: 'recorded' };
}
