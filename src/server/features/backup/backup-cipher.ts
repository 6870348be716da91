import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { backupTexts } from '#shared/api/backup';
import { BadRequestError } from '#server/errors';
import { ByteReader } from './byte-reader.ts';

/**
 * The backup file's encryption (docs/backup.md "The file"): a plain header, then the contents cut into
 * chunks of 64 KiB, each sealed with AES-256-GCM under a key derived from the passphrase with scrypt. A
 * chunk's nonce is the header's 7 random bytes, its number and a last-chunk flag, and the header is the
 * additional data of every chunk: a chunk moved, dropped, changed, or a file cut short fails to open.
 */
const MAGIC = Buffer.from('gurukul-backup\n', 'ascii');
const FORMAT = 1;
const SALT_BYTES = 16;
const PREFIX_BYTES = 7;
const HEADER_BYTES = MAGIC.length + 1 + SALT_BYTES + 3 + PREFIX_BYTES;
const CHUNK_BYTES = 64 * 1024;
const TAG_BYTES = 16;
/** scrypt N = 2^15, r = 8, p = 1: about 32 MiB and a tenth of a second per guess. */
const KDF = { logN: 15, r: 8, p: 1 };

export class BackupError extends BadRequestError {}

function deriveKey(passphrase: string, salt: Buffer, kdf: typeof KDF): Promise<Buffer> {
  const N = 2 ** kdf.logN;
  return new Promise((resolve, reject) =>
    scrypt(
      passphrase.normalize('NFC'),
      salt,
      32,
      { N, r: kdf.r, p: kdf.p, maxmem: 256 * N * kdf.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

function nonceOf(prefix: Buffer, counter: number, last: boolean): Buffer {
  const nonce = Buffer.alloc(12);
  prefix.copy(nonce, 0);
  nonce.writeUInt32BE(counter, PREFIX_BYTES);
  nonce[11] = last ? 1 : 0;
  return nonce;
}

/** The contents, encrypted: the header first, then the sealed chunks. */
export async function* sealStream(
  contents: AsyncIterable<Buffer>,
  passphrase: string,
): AsyncGenerator<Buffer> {
  const salt = randomBytes(SALT_BYTES);
  const prefix = randomBytes(PREFIX_BYTES);
  const header = Buffer.concat([
    MAGIC,
    Buffer.from([FORMAT]),
    salt,
    Buffer.from([KDF.logN, KDF.r, KDF.p]),
    prefix,
  ]);
  const key = await deriveKey(passphrase, salt, KDF);
  let counter = 0;
  const seal = (plain: Buffer, last: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', key, nonceOf(prefix, counter++, last));
    cipher.setAAD(header);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(plain.length);
    return Buffer.concat([length, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  yield header;
  let pending: Buffer = Buffer.alloc(0);
  for await (const piece of contents) {
    pending = pending.length ? Buffer.concat([pending, piece]) : piece;
    while (pending.length >= CHUNK_BYTES) {
      yield seal(pending.subarray(0, CHUNK_BYTES), false);
      pending = pending.subarray(CHUNK_BYTES);
    }
  }
  yield seal(pending, true);
}

/**
 * The contents of an encrypted backup, chunk by chunk, each checked before it is given. Throws a
 * BackupError (400) that says why: not a backup, wrong passphrase, changed, or cut short.
 */
export async function* openStream(file: AsyncIterable<Buffer>, passphrase: string): AsyncGenerator<Buffer> {
  const reader = new ByteReader(file);
  const header = await reader.read(HEADER_BYTES);
  if (header.length < HEADER_BYTES || !header.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new BackupError(backupTexts.notABackup);
  }
  let at = MAGIC.length;
  if (header[at++] !== FORMAT) throw new BackupError(backupTexts.otherVersion);
  const salt = header.subarray(at, (at += SALT_BYTES));
  const kdf = { logN: header[at++]!, r: header[at++]!, p: header[at++]! };
  const prefix = header.subarray(at, at + PREFIX_BYTES);
  // Bounds, so a changed header cannot make the server spend gigabytes on one guess.
  if (kdf.logN < 10 || kdf.logN > 20 || kdf.r < 1 || kdf.r > 16 || kdf.p < 1 || kdf.p > 4) {
    throw new BackupError(backupTexts.damaged);
  }
  const key = await deriveKey(passphrase, salt, kdf);
  for (let counter = 0; ; counter++) {
    const lengthBytes = await reader.read(4);
    if (lengthBytes.length < 4) throw new BackupError(backupTexts.truncated);
    const length = lengthBytes.readUInt32BE();
    if (length > CHUNK_BYTES)
      throw new BackupError(counter === 0 ? backupTexts.notABackup : backupTexts.damaged);
    const sealed = await reader.read(length + TAG_BYTES);
    if (sealed.length < length + TAG_BYTES) throw new BackupError(backupTexts.truncated);
    const plain = openChunk(key, header, prefix, counter, sealed, length);
    if (plain.last) {
      if (!(await reader.atEnd())) throw new BackupError(backupTexts.damaged);
      yield plain.bytes;
      return;
    }
    yield plain.bytes;
  }
}

function openChunk(
  key: Buffer,
  header: Buffer,
  prefix: Buffer,
  counter: number,
  sealed: Buffer,
  length: number,
) {
  const data = sealed.subarray(0, length);
  const tag = sealed.subarray(length);
  // A chunk opens either as a middle chunk or as the last one; neither means a wrong key or a change.
  for (const last of [false, true]) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, nonceOf(prefix, counter, last));
      decipher.setAAD(header);
      decipher.setAuthTag(tag);
      return { bytes: Buffer.concat([decipher.update(data), decipher.final()]), last };
    } catch {
      // tried below with the other flag
    }
  }
  // The first chunk is the one a wrong passphrase fails on; a later one failing means the file changed.
  throw new BackupError(counter === 0 ? backupTexts.wrongPassphrase : backupTexts.damaged);
}
