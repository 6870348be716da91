import type { Db } from '#server/db/database';
import {
  bankLayoutSchema,
  statementDateFormats,
  type BankLayout,
  type SavedLayout,
} from '#shared/api/giving-bank';
import type { StatementRow } from './bank-statement-csv.ts';
import { parseStatementDate } from './bank-statement-values.ts';

/** The layout of each bank's export, remembered by the account's name, and a first guess for a new one. */

/** "SBI  Current account" and "sbi current account" are one account. */
export const bankKeyOf = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

export async function savedLayout(db: Db, bank: string): Promise<BankLayout | null> {
  const row = await db
    .selectFrom('bank_layouts')
    .select('layout')
    .where('bank_key', '=', bankKeyOf(bank))
    .executeTakeFirst();
  const parsed = row ? bankLayoutSchema.safeParse(JSON.parse(row.layout)) : null;
  return parsed?.success ? parsed.data : null;
}

export async function saveLayout(db: Db, bank: string, layout: BankLayout, now: Date): Promise<void> {
  const values = {
    bank_key: bankKeyOf(bank),
    bank_name: bank.trim(),
    layout: JSON.stringify(layout),
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('bank_layouts')
    .values(values)
    .onConflict((conflict) =>
      conflict
        .column('bank_key')
        .doUpdateSet({ bank_name: values.bank_name, layout: values.layout, updated_at: values.updated_at }),
    )
    .execute();
}

export async function savedLayouts(db: Db): Promise<SavedLayout[]> {
  const rows = await db.selectFrom('bank_layouts').selectAll().orderBy('bank_name').execute();
  return rows.flatMap((row) => {
    const parsed = bankLayoutSchema.safeParse(JSON.parse(row.layout));
    return parsed.success ? [{ bank: row.bank_name, layout: parsed.data, updatedAt: row.updated_at }] : [];
  });
}

/** The column whose title matches, the first one unless a better title is found. */
const columnTitled = (titles: string[], ...patterns: RegExp[]): number | null => {
  for (const pattern of patterns) {
    const index = titles.findIndex((title) => pattern.test(title));
    if (index !== -1) return index;
  }
  return null;
};

/**
 * A layout guessed from the column titles (the first line among the first 40 that names a date and a
 * credit or deposit column) and the date format the lines under it are written in. The administrator
 * sees it on the preview and corrects it before anything is read.
 */
export function suggestLayout(rows: readonly StatementRow[]): BankLayout {
  const headerAt = rows
    .slice(0, 40)
    .findIndex(
      (row) =>
        row.cells.some((cell) => /date/i.test(cell)) &&
        row.cells.some((cell) => /credit|deposit/i.test(cell)),
    );
  const header = headerAt === -1 ? null : rows[headerAt]!;
  const titles = header?.cells.map((cell) => cell.toLowerCase()) ?? [];
  const date = columnTitled(titles, /^(txn|tran|transaction) ?date/, /^date$/, /(?<!value )date/) ?? 0;
  const columns = {
    date,
    narration: columnTitled(titles, /narration|description|particulars|remarks|details/) ?? 1,
    reference: columnTitled(titles, /ref|chq|cheque|utr/),
    credit: columnTitled(titles, /credit|deposit/) ?? 2,
    debit: columnTitled(titles, /debit|withdrawal/),
    balance: columnTitled(titles, /balance/),
  };
  const below = header ? rows.slice(headerAt + 1, headerAt + 6) : rows.slice(0, 5);
  const dateFormat =
    statementDateFormats.find((format) =>
      below.some((row) => parseStatementDate(row.cells[date] ?? '', format) !== null),
    ) ?? 'dd/mm/yyyy';
  const layout = { skipLines: header?.line ?? 0, dateFormat, columns };
  if (bankLayoutSchema.safeParse(layout).success) return layout;
  // Two titles alike: the first three columns, for the administrator to choose.
  const plain = { date: 0, narration: 1, reference: null, credit: 2, debit: null, balance: null };
  return { ...layout, columns: plain };
}
