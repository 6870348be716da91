import { createHash } from 'node:crypto';
import { BadRequestError } from '#server/errors';
import { bankStatementMessages as say, type BankLayout } from '#shared/api/giving-bank';
import {
  isBankTransferReference,
  isTransferReference,
  isUpiReference,
} from '#shared/giving/transfer-reference';
import type { StatementRow } from './bank-statement-csv.ts';
import { parseStatementAmount, parseStatementDate } from './bank-statement-values.ts';

/** A credit as read from the statement, before it is matched. */
export interface ReadCredit {
  line: number;
  bookedOn: string;
  amountPaise: number;
  narration: string;
  reference: string;
  /** The same line of the same account, however often it is uploaded. */
  fingerprint: string;
}

const folded = (text: string) => text.toUpperCase().replace(/\s+/g, ' ').trim();

/**
 * The statement's transactions under the chosen layout: its credits, how many debits it holds, and the
 * lines that hold no transaction (no date in the date column: totals, notes, the bank's footer). A dated
 * line whose amount cannot be read is refused with its number, since the columns are then likely wrong.
 */
export function transactionsOf(rows: readonly StatementRow[], layout: BankLayout, bankKey: string) {
  const body = rows.filter((row) => row.line > layout.skipLines);
  const widest = Math.max(0, ...body.map((row) => row.cells.length));
  for (const index of Object.values(layout.columns))
    if (index !== null && index >= widest) throw new BadRequestError(say.columnMissing(index));
  const credits: ReadCredit[] = [];
  const skippedLines: number[] = [];
  const seen = new Map<string, number>();
  let debits = 0;
  const amountAt = (row: StatementRow, index: number | null) => {
    if (index === null) return 0;
    const text = row.cells[index] ?? '';
    const paise = parseStatementAmount(text);
    if (paise === null) throw new BadRequestError(say.unreadableAmount(row.line, text));
    return paise;
  };
  for (const row of body) {
    const bookedOn = parseStatementDate(row.cells[layout.columns.date] ?? '', layout.dateFormat);
    if (!bookedOn) {
      skippedLines.push(row.line);
      continue;
    }
    const credit = amountAt(row, layout.columns.credit);
    const debit = amountAt(row, layout.columns.debit);
    if (credit === 0) {
      if (debit > 0) debits += 1;
      else skippedLines.push(row.line);
      continue;
    }
    const narration = row.cells[layout.columns.narration] ?? '';
    const reference = layout.columns.reference === null ? '' : (row.cells[layout.columns.reference] ?? '');
    // Two lines alike in every way (two cash deposits of a day) stay two credits: the second is counted.
    const same = [bankKey, bookedOn, credit, folded(reference), folded(narration)].join('\u001f');
    const occurrence = (seen.get(same) ?? 0) + 1;
    seen.set(same, occurrence);
    const fingerprint = createHash('sha256').update(`${same}\u001f${occurrence}`).digest('hex').slice(0, 40);
    credits.push({ line: row.line, bookedOn, amountPaise: credit, narration, reference, fingerprint });
  }
  if (credits.length === 0 && debits === 0) throw new BadRequestError(say.noTransactions);
  return { credits, debits, skippedLines };
}

/**
 * The words of a credit's narration and reference, upper-cased, that a pledge's reference or UTR may be
 * among: each run of letters and digits, and its letters and digits apart ("UPI412345678901" holds the
 * UTR 412345678901).
 */
export function tokensOf(credit: { narration: string; reference: string }): Set<string> {
  const tokens = new Set<string>();
  for (const word of `${credit.narration} ${credit.reference}`.toUpperCase().split(/[^A-Z0-9]+/)) {
    if (!word) continue;
    tokens.add(word);
    for (const part of word.match(/[A-Z]+|[0-9]+/g) ?? []) tokens.add(part);
  }
  return tokens;
}

/**
 * How the credit arrived, as "Mark received" takes it: the payment reference found in it (the reference
 * column first, then the narration: a NEFT or RTGS UTR before a 12-digit number) and UPI when the
 * narration says so, a bank transfer otherwise. The pledge's own UTR stands in when the bank shows none.
 */
export function receivedOf(
  credit: { bookedOn: string; narration: string; reference: string },
  pledgeUtr: string | null,
) {
  const fromColumn = credit.reference.replace(/[\s-]/g, '').toUpperCase();
  const words = [...tokensOf({ narration: credit.narration, reference: '' })];
  const found =
    [fromColumn].find(isTransferReference) ??
    words.find((word) => isTransferReference(word) && !isUpiReference(word)) ??
    words.find(isTransferReference) ??
    (pledgeUtr && isTransferReference(pledgeUtr) ? pledgeUtr : undefined);
  const upi = /(^|[^A-Z])UPI([^A-Z]|$)/i.test(credit.narration);
  if (upi && (!found || isUpiReference(found)))
    return { receivedOn: credit.bookedOn, mode: 'upi' as const, ...(found ? { utr: found } : {}) };
  return {
    receivedOn: credit.bookedOn,
    mode: 'bank-transfer' as const,
    ...(found && isBankTransferReference(found) ? { utr: found } : {}),
  };
}
