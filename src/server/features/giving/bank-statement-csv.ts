import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { BadRequestError, TooLargeError } from '#server/errors';
import { bankStatementLimits as limits, bankStatementMessages as say } from '#shared/api/giving-bank';

/** A line of the file that holds something, with its number in the file as a spreadsheet shows it. */
export interface StatementRow {
  line: number;
  cells: string[];
}

/**
 * Files that are not CSV although a bank's site may offer them for a statement: a spreadsheet (a ZIP or an
 * old binary workbook), a PDF, or HTML and XML saved as ".xls". Binary bytes read as text show as NUL or
 * as the replacement character.
 */
function looksLikeCsv(text: string): boolean {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('PK\u0003\u0004') || /^(%PDF|<)/.test(start)) return false;
  if (text.includes('\u0000')) return false;
  const replaced = text.match(/\uFFFD/g)?.length ?? 0;
  return replaced <= text.length / 100;
}

/**
 * The lines of a bank statement export, each as its cells (trimmed). Its size and number of lines are
 * checked before it is parsed; a byte-order mark, quoted fields, blank lines and lines of different lengths
 * (the bank's preamble) are taken as banks write them.
 */
export function readStatementRows(csv: string): StatementRow[] {
  if (Buffer.byteLength(csv, 'utf8') > limits.bytes) throw new TooLargeError(say.tooLarge);
  if (!looksLikeCsv(csv)) throw new BadRequestError(say.notCsv);
  let lines = 1;
  for (let at = csv.indexOf('\n'); at !== -1; at = csv.indexOf('\n', at + 1)) {
    lines += 1;
    if (lines > limits.lines) throw new BadRequestError(say.tooManyLines);
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv, {
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: 20_000,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) throw new BadRequestError(say.unreadableLine(lineOf(error)));
    throw error;
  }
  const rows = records
    .map(({ record, info }) => ({ line: info.lines, cells: record }))
    .filter((row) => row.cells.some((cell) => cell !== ''));
  if (rows.some((row) => row.cells.length > limits.columns)) throw new BadRequestError(say.tooManyColumns);
  if (rows.length === 0) throw new BadRequestError(say.notCsv);
  return rows;
}

const lineOf = (error: CsvError) => Number((error as unknown as { lines?: number }).lines ?? 0) || 1;
