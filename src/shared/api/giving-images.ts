import { z } from 'zod';
import { MAX_ID } from './common.ts';

/** The organisation's logo and the signatory's signature, drawn on every receipt issued from then on. */
export const receiptImageKinds = ['logo', 'signature'] as const;
export type ReceiptImageKind = (typeof receiptImageKinds)[number];

export const receiptImagePaths = {
  /** The images receipts are drawn with now. */
  current: '/api/giving/receipt-images',
  /** A new image (PUT, the image file as the body) or none from now on (DELETE). */
  kind: (kind: ReceiptImageKind | ':kind') => `/api/giving/receipt-images/${kind}`,
  /** One image as kept, a PNG. */
  file: (id: number | string) => `/api/giving/receipt-images/files/${id}`,
} as const;

/** The types a dashboard upload may send; each is kept as a PNG. */
export const receiptImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
const MB = 1024 * 1024;
export const receiptImageLimits = {
  bytes: 2 * MB,
  /** Wider or taller images are refused: a scan of a signature is far smaller. */
  pixels: 6000,
  /** What the receipt draws at most, in points: the image is kept at twice that, for print. */
  drawn: { logo: { width: 72, height: 72 }, signature: { width: 160, height: 56 } },
} as const;

export const receiptImageTexts = {
  logo: {
    name: 'Logo',
    hint: 'Drawn at the top of every receipt. Until one is uploaded, receipts carry the mark of the website.',
    upload: 'Upload a logo',
    remove: 'Remove the logo',
    removeSays:
      'Receipts issued from now on will carry the mark of the website instead. Receipts already issued keep the logo they were issued with.',
    alt: 'The logo drawn on receipts',
  },
  signature: {
    name: 'Signature',
    hint: 'The signatory’s signature, scanned or photographed on white paper, drawn above their name on every receipt.',
    upload: 'Upload a signature',
    remove: 'Remove the signature',
    removeSays:
      'Receipts issued from now on will carry no signature image, only the signatory’s name. Receipts already issued keep the signature they were issued with.',
    alt: 'The signature drawn on receipts',
  },
} as const satisfies Record<ReceiptImageKind, Record<string, string>>;

export const receiptImageMessages = {
  notAnImage: 'Please choose a PNG, JPEG or WebP image.',
  tooLarge: `The image is larger than ${receiptImageLimits.bytes / MB} MB. Please choose a smaller one.`,
  tooManyPixels: `The image is larger than ${receiptImageLimits.pixels} pixels across. Please choose a smaller one.`,
  unreadable: 'The image could not be read. Please save it again as PNG or JPEG and upload that.',
  notFound: 'This image could not be found.',
  saved: (kind: ReceiptImageKind) =>
    `${receiptImageTexts[kind].name} saved: receipts issued from now on carry it.`,
  removed: (kind: ReceiptImageKind) =>
    `${receiptImageTexts[kind].name} removed from receipts issued from now on.`,
} as const;

const currentImage = z.object({ id: z.number().int().positive().max(MAX_ID) }).nullable();
export const receiptImagesSchema = z.object({ logo: currentImage, signature: currentImage });
export type ReceiptImages = z.infer<typeof receiptImagesSchema>;

export const receiptImageKindParams = z.object({ kind: z.enum(receiptImageKinds) });
