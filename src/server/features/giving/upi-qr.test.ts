import { createRequire } from 'node:module';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { upiPayUri } from '#shared/giving/upi';
import { upiQrSvg } from './upi-qr.ts';

// A CommonJS module whose typings declare an ES default export: required as the function it is.
const jsQR = createRequire(import.meta.url)('jsqr') as typeof import('jsqr').default;

/** Draws the SVG to pixels and reads the QR code back, as a phone's camera would. */
async function decode(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(600, 600)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('giving issue 2: the QR code of the UPI link', () => {
  it.each([
    ['a plain name', 'Gurukul', 'Sponsor a school kit'],
    ['a name with spaces and &', 'Gurukul Educational & Charitable Trust', 'Sponsor a child'],
    ['letters beyond ASCII', 'ಗುರುಕುಲ ಟ್ರಸ್ಟ್', 'ಶಾಲಾ ಕಿಟ್'],
  ])('decodes to exactly the link shown, for %s', async (_case, payeeName, note) => {
    const uri = upiPayUri({ vpa: 'gurukul@sbi', payeeName, amount: 1500, reference: 'GK7K3Q9X', note });
    const svg = await upiQrSvg(uri, 'QR code to pay ₹1,500 with a UPI app');
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="QR code to pay ₹1,500 with a UPI app"');
    expect(await decode(svg)).toBe(uri);
  });
});
