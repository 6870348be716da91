import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '#server/db/database';
import { BadRequestError, NotFoundError, UnsupportedMediaError } from '#server/errors';
import {
  receiptImageKinds,
  receiptImageLimits as limits,
  receiptImageMessages as say,
  receiptImageTypes,
  type ReceiptImageKind,
  type ReceiptImages,
} from '#shared/api/giving-images';

/** The images a receipt is drawn with, by the ids it keeps in what it stated. */
export interface ReceiptImageIds {
  logo: number | null;
  signature: number | null;
}

/** The PNGs of those ids, as the PDF draws them. */
export interface ReceiptImageFiles {
  logo?: Buffer | undefined;
  signature?: Buffer | undefined;
}

/** The image of each kind that receipts are drawn with now: its newest row, unless that is a removal. */
export async function currentImageIds(db: Db): Promise<ReceiptImageIds> {
  const rows = await db
    .selectFrom('receipt_images')
    .select(['kind', (eb) => eb.fn.max('id').as('id')])
    .groupBy('kind')
    .execute();
  const newest = new Map(rows.map((row) => [row.kind, Number(row.id)]));
  const ids = [...newest.values()];
  const removed = new Set(
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom('receipt_images')
            .select('id')
            .where('id', 'in', ids)
            .where('png', 'is', null)
            .execute()
        ).map((row) => row.id),
  );
  const current = (kind: ReceiptImageKind) => {
    const id = newest.get(kind);
    return id === undefined || removed.has(id) ? null : id;
  };
  return { logo: current('logo'), signature: current('signature') };
}

export async function currentImages(db: Db): Promise<ReceiptImages> {
  const ids = await currentImageIds(db);
  const of = (id: number | null) => (id === null ? null : { id });
  return { logo: of(ids.logo), signature: of(ids.signature) };
}

/** One image as kept. */
export async function imagePng(db: Db, id: number): Promise<Buffer> {
  const row = await db.selectFrom('receipt_images').select('png').where('id', '=', id).executeTakeFirst();
  if (!row?.png) throw new NotFoundError(say.notFound);
  return Buffer.from(row.png, 'base64');
}

/** The PNGs a receipt names (an id of an image since removed still draws: a row is never changed). */
export async function imageFiles(db: Db, ids: ReceiptImageIds | undefined): Promise<ReceiptImageFiles> {
  if (!ids) return {};
  const wanted = receiptImageKinds.flatMap((kind) => (ids[kind] === null ? [] : [ids[kind]]));
  if (wanted.length === 0) return {};
  const rows = await db
    .selectFrom('receipt_images')
    .select(['id', 'png'])
    .where('id', 'in', wanted)
    .execute();
  const png = (id: number | null) => {
    const row = rows.find((r) => r.id === id);
    return row?.png ? Buffer.from(row.png, 'base64') : undefined;
  };
  return { logo: png(ids.logo), signature: png(ids.signature) };
}

/**
 * An uploaded image as receipts draw it: its type read from its bytes, its size checked before it is
 * decoded, turned upright and made a PNG of twice the size it is drawn at, so a large photograph is not
 * carried into every PDF.
 */
async function normalised(kind: ReceiptImageKind, bytes: Buffer): Promise<Buffer> {
  const type = (await fileTypeFromBuffer(bytes))?.mime;
  if (!type || !(receiptImageTypes as readonly string[]).includes(type))
    throw new UnsupportedMediaError(say.notAnImage);
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: limits.pixels * limits.pixels });
  const meta = await image.metadata().catch(() => {
    throw new BadRequestError(say.unreadable);
  });
  if ((meta.width ?? 0) > limits.pixels || (meta.height ?? 0) > limits.pixels)
    throw new BadRequestError(say.tooManyPixels);
  const drawn = limits.drawn[kind];
  return image
    .rotate()
    .resize({ width: drawn.width * 2, height: drawn.height * 2, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer()
    .catch(() => {
      throw new BadRequestError(say.unreadable);
    });
}

export async function saveImage(
  db: Db,
  kind: ReceiptImageKind,
  bytes: Buffer,
  by: string,
  now: Date,
): Promise<ReceiptImages> {
  const png = await normalised(kind, bytes);
  await db
    .insertInto('receipt_images')
    .values({ kind, png: png.toString('base64'), created_at: now.toISOString(), created_by: by })
    .execute();
  return currentImages(db);
}

export async function removeImage(
  db: Db,
  kind: ReceiptImageKind,
  by: string,
  now: Date,
): Promise<ReceiptImages> {
  await db
    .insertInto('receipt_images')
    .values({ kind, png: null, created_at: now.toISOString(), created_by: by })
    .execute();
  return currentImages(db);
}
