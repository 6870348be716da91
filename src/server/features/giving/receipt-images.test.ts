import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { givingPaths, type Donation } from '#shared/api/giving';
import { receiptImageMessages, receiptImagePaths, type ReceiptImages } from '#shared/api/giving-images';
import { messages } from '#shared/messages';
import { testEngines } from '#server/testing/helpers';
import { withGivingApp } from './testing/donation-api.ts';
import { pdfText } from './testing/pdf-text.ts';

/**
 * How many images a PDF draws: pdfkit writes each image's dictionary in clear, and an image with
 * transparency as two (the picture and its /SMask).
 */
function imagesIn(pdf: Buffer): number {
  const text = pdf.toString('latin1');
  const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
  return count(/\/Subtype \/Image/g) - count(/\/SMask \d+ 0 R/g);
}

/** A made-up signature: dark strokes on white, as a phone photographs one. */
const signaturePng = () =>
  sharp({ create: { width: 1200, height: 400, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><path d="M50 300 C 300 50, 500 350, 1150 100" stroke="#10204a" stroke-width="14" fill="none"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
const logoJpeg = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: '#7a2e0e' } })
    .jpeg()
    .toBuffer();

/** Issue 23, must have 9: the receipt carries the organisation's logo and the signatory's signature. */
describe.each(testEngines)('receipt images on %s', (engine) => {
  const clock = new Date('2026-06-10T10:00:00+05:30');
  const { t, admin, pledge, receive } = withGivingApp(engine, clock);
  const upload = (kind: 'logo' | 'signature', body: Buffer | string, type: string) =>
    t.app.inject({
      method: 'PUT',
      url: receiptImagePaths.kind(kind),
      headers: { cookie: t.cookie, 'content-type': type },
      payload: body,
    });
  const pdfOf = async (url: string) => (await admin('GET', url)).rawPayload;

  it('refuses what is not an image, too large or too many pixels, and keeps nothing', async () => {
    const text = await upload('signature', 'not an image at all', 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe(receiptImageMessages.notAnImage);
    const json = await upload('signature', '{"a":1}', 'application/json');
    expect(json.statusCode).toBe(415);
    const huge = await upload('logo', Buffer.alloc(3 * 1024 * 1024, 1), 'image/png');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe(messages.common.tooLarge);
    // A small file that claims a vast image (a decompression bomb) is refused before it is decoded.
    const bomb = await sharp({ create: { width: 10_000, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const refused = await upload('logo', bomb, 'image/png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(receiptImageMessages.tooManyPixels);
    expect((await admin('GET', receiptImagePaths.current)).json()).toEqual({ logo: null, signature: null });
    expect(
      (await t.app.inject({ method: 'PUT', url: receiptImagePaths.kind('signature'), payload: 'x' }))
        .statusCode,
    ).toBe(401);
  });

  it('draws the uploaded logo and signature on receipts issued after, and a cancelled one as it was issued', async () => {
    const before = await receive((await pledge()).id, { receivedOn: '2026-06-10', mode: 'upi' });
    // The website's mark is drawn in lines, not as an image.
    expect(imagesIn(await pdfOf(before.receipts[0]!.url))).toBe(0);

    const signed = await upload('signature', await signaturePng(), 'image/png');
    expect(signed.statusCode, signed.body).toBe(200);
    const logo = await upload('logo', await logoJpeg(), 'image/jpeg');
    const images = logo.json() as ReceiptImages;
    expect(images.logo).not.toBeNull();
    expect(images.signature).not.toBeNull();
    const kept = await admin('GET', receiptImagePaths.file(images.signature!.id));
    expect(kept.headers['content-type']).toBe('image/png');
    const size = await sharp(kept.rawPayload).metadata();
    // Kept at twice the size it is drawn at, not as the 1200-pixel photograph.
    expect(size.width).toBeLessThanOrEqual(320);

    const received = await receive((await pledge({ fullName: 'Anand Kumar' })).id, {
      receivedOn: '2026-06-10',
      mode: 'upi',
    });
    const issued = received.receipts[0]!;
    const pdf = await pdfOf(issued.url);
    expect(imagesIn(pdf)).toBe(2);
    expect(await pdfText(pdf)).toContain('Lakshmi Narayan');

    // Removed from now on: the replacement carries the logo only, the cancelled one still both.
    const removed = await admin('DELETE', receiptImagePaths.kind('signature'));
    expect((removed.json() as ReceiptImages).signature).toBeNull();
    const reissued = await admin('POST', givingPaths.reissue(issued.id), {
      reason: 'The purpose was wrong.',
    });
    expect(reissued.statusCode, reissued.body).toBe(200);
    const [cancelled, replacement] = (reissued.json() as Donation).receipts;
    expect(imagesIn(await pdfOf(replacement!.url))).toBe(1);
    const cancelledPdf = await pdfOf(cancelled!.url);
    expect(await pdfText(cancelledPdf)).toContain('CANCELLED');
    expect(imagesIn(cancelledPdf)).toBe(2);
  });
});
