import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface DataKeySource {
  /** DATA_KEY: 64 hexadecimal characters. */
  dataKey: string | undefined;
  /** DATA_KEY_FILE: a file holding them, made with a new key when missing. */
  dataKeyFile: string | undefined;
  dataDir: string;
}

/**
 * Personal data (donors' PAN and Aadhaar numbers, receipts' PDFs, data exports) and second-factor secrets
 * are kept encrypted (AES-256-GCM): a copy of the database or of the files alone reveals none.
 * The key is DATA_KEY, or the file DATA_KEY_FILE (best outside DATA_DIR), or else one generated on first
 * start into DATA_DIR/data-key (readable by the server's user only). Without it nothing sealed can be read.
 */
export function loadDataKey(source: DataKeySource): Buffer {
  if (source.dataKey) return Buffer.from(source.dataKey, 'hex');
  const file = dataKeyFileOf(source);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const hex = fs.readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) {
    throw new Error(`The data key file ${file} must hold 64 hexadecimal characters (a 256-bit key).`);
  }
  return Buffer.from(hex, 'hex');
}

const dataKeyFileOf = (source: DataKeySource) => source.dataKeyFile ?? path.join(source.dataDir, 'data-key');

/**
 * True when the key is a file inside DATA_DIR: whoever copies that folder (the SQLite database, the outbox,
 * the stored receipts) then has the key to what is sealed in it too.
 */
export function dataKeyBesideData(source: DataKeySource): boolean {
  if (source.dataKey) return false;
  const relative = path.relative(path.resolve(source.dataDir), path.resolve(dataKeyFileOf(source)));
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

const VERSION = 'v1';

export function encrypt(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Throws when the value was changed or sealed with another key: a wrong number is never shown. */
export function decrypt(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !data) throw new Error('Not an encrypted value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** Marks a file sealed by sealBytes; a file without it was stored before files were sealed (read as is). */
const SEALED_FILE_MARK = Buffer.from('gurukul-sealed-v1\n', 'utf8');

/**
 * Files that hold personal data (receipt PDFs with whole identity numbers, a person's data export) are kept
 * encrypted with the data key, AES-256-GCM: the mark, the 12-byte IV, the 16-byte tag, then the data.
 */
export function sealBytes(key: Buffer, plain: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([SEALED_FILE_MARK, iv, cipher.getAuthTag(), data]);
}

export function isSealedBytes(stored: Buffer): boolean {
  return stored.subarray(0, SEALED_FILE_MARK.length).equals(SEALED_FILE_MARK);
}

/** The file's bytes; throws when it was changed or sealed with another key. Unsealed files come back as is. */
export function openBytes(key: Buffer, stored: Buffer): Buffer {
  if (!isSealedBytes(stored)) return stored;
  const start = SEALED_FILE_MARK.length;
  const decipher = createDecipheriv('aes-256-gcm', key, stored.subarray(start, start + 12));
  decipher.setAuthTag(stored.subarray(start + 12, start + 28));
  return Buffer.concat([decipher.update(stored.subarray(start + 28)), decipher.final()]);
}
