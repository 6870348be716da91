import type { Db } from '#server/db/database';
import { isSealedBytes, openBytes, sealBytes } from '#server/db/sealed-values';
import type { FileStorage } from '#server/storage/storage';
import { receiptKey } from './receipt-pdf.ts';

/**
 * Receipts and Form 10BE certificates show the donor's whole PAN or Aadhaar number, so their PDFs are kept
 * sealed with the data key (issue 27, must have 6): a copy of the files alone, or of the bucket, reveals
 * none. They are opened only to be downloaded by the finance staff or attached to the donor's mail.
 */
export interface DocumentFiles {
  put(storageKey: string, pdf: Buffer): Promise<void>;
  /** The PDF, or undefined when the file is missing; throws when it was sealed with another key. */
  read(storageKey: string): Promise<Buffer | undefined>;
}

export function documentFiles(storage: FileStorage, dataKey: Buffer): DocumentFiles {
  return {
    put: (storageKey, pdf) =>
      storage.put(receiptKey(storageKey), sealBytes(dataKey, pdf), {
        contentType: 'application/octet-stream',
      }),
    async read(storageKey) {
      const stored = await storage.readBuffer(receiptKey(storageKey));
      return stored && openBytes(dataKey, stored);
    },
  };
}

const SEALED_SETTING = 'document-files-sealed';

/**
 * Seals, once, the PDFs an earlier version stored in the clear. Idempotent (a sealed file is left as it is)
 * and marked done in the settings, so later starts read no file.
 */
export async function sealEarlierDocumentFiles(
  db: Db,
  storage: FileStorage,
  dataKey: Buffer,
): Promise<number> {
  const done = await db
    .selectFrom('settings')
    .select('key')
    .where('key', '=', SEALED_SETTING)
    .executeTakeFirst();
  if (done) return 0;
  const rows = [
    ...(await db.selectFrom('receipts').select('storage_key').execute()),
    ...(await db.selectFrom('donation_certificates').select('storage_key').execute()),
  ];
  let sealed = 0;
  for (const { storage_key: storageKey } of rows) {
    const stored = await storage.readBuffer(receiptKey(storageKey));
    if (!stored || isSealedBytes(stored)) continue;
    await documentFiles(storage, dataKey).put(storageKey, stored);
    sealed += 1;
  }
  await db
    .insertInto('settings')
    .values({ key: SEALED_SETTING, value: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return sealed;
}
