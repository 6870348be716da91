import { backupTexts } from '#shared/api/backup';
import { BackupError } from './backup-cipher.ts';
import { ByteReader } from './byte-reader.ts';

/**
 * Inside the encryption, a backup is a list of records: a kind (one letter), a length (4 bytes), then that
 * many bytes. Engine-neutral and read one record at a time, so neither side holds more than a record.
 */
export type BackupRecord =
  /** The manifest: what made the backup, when, the schema version and the data key (JSON). */
  | { kind: 'manifest'; value: BackupManifest }
  /** A table begins: its name and columns (JSON). Its rows follow. */
  | { kind: 'table'; value: { name: string; columns: string[] } }
  /** Rows of the table begun last, as JSON arrays in the order of its columns. */
  | { kind: 'rows'; value: unknown[][] }
  /** A stored file begins: its key and size (JSON). Its bytes follow as data records. */
  | { kind: 'file'; value: { key: string; size: number } }
  | { kind: 'data'; value: Buffer }
  /** The end: how many rows of each table and how many files, checked on restore (JSON). */
  | { kind: 'end'; value: BackupTotals };

export interface BackupManifest {
  product: 'gurukul';
  madeAt: string;
  engine: string;
  /** The schema version: the migrations the database had run, in order. */
  migrations: string[];
  /** The data key the sealed values and files of this backup are sealed with (hex). */
  dataKey: string;
}

export interface BackupTotals {
  rows: Record<string, number>;
  files: number;
}

const letters = { manifest: 'M', table: 'T', rows: 'R', file: 'F', data: 'D', end: 'E' } as const;
const kinds = Object.fromEntries(Object.entries(letters).map(([kind, letter]) => [letter, kind])) as Record<
  string,
  BackupRecord['kind']
>;
/** Far above the largest record written (a batch of rows, a piece of a file); bounds what a reader holds. */
const RECORD_MAX = 64 * 1024 * 1024;

export function encodeRecord(record: BackupRecord): Buffer {
  const payload = record.kind === 'data' ? record.value : Buffer.from(JSON.stringify(record.value), 'utf8');
  const head = Buffer.alloc(5);
  head.write(letters[record.kind], 0, 'ascii');
  head.writeUInt32BE(payload.length, 1);
  return Buffer.concat([head, payload]);
}

/** The records of a backup's opened contents, in order. */
export async function* decodeRecords(contents: AsyncIterable<Buffer>): AsyncGenerator<BackupRecord> {
  const reader = new ByteReader(contents);
  while (!(await reader.atEnd())) {
    const head = await reader.read(5);
    const kind = kinds[head.toString('ascii', 0, 1)];
    if (head.length < 5 || !kind) throw new BackupError(backupTexts.notABackup);
    const length = head.readUInt32BE(1);
    if (length > RECORD_MAX) throw new BackupError(backupTexts.notABackup);
    const payload = await reader.read(length);
    if (payload.length < length) throw new BackupError(backupTexts.truncated);
    if (kind === 'data') {
      yield { kind, value: payload };
      continue;
    }
    try {
      yield { kind, value: JSON.parse(payload.toString('utf8')) } as BackupRecord;
    } catch (error) {
      if (error instanceof SyntaxError) throw new BackupError(backupTexts.notABackup);
      throw error;
    }
  }
}
