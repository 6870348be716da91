import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  certificateLimits,
  certificateMessages as say,
  certificatePaths,
} from '#shared/api/giving-certificates';
import { SITE, testEngines } from '#server/testing/helpers';
import { withGivingApp } from './testing/donation-api.ts';
import { certificatePdf, uploadForm, zipDeclaring, zipOf } from './testing/certificate-pdfs.ts';

const clock = new Date('2027-04-20T06:00:00Z');
const MB = 1024 * 1024;

describe.each(testEngines)('Form 10BE: hostile uploads are refused whole, on %s', (engine) => {
  const { t } = withGivingApp(engine, clock);
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await certificatePdf({
      donorName: 'Meera Rao',
      identity: 'ABCDE1234F',
      year: '2026-27',
      amount: 1500,
    });
  });

  const upload = (files: { name: string; bytes: Uint8Array; type?: string }[], year = '2026-27') =>
    t.app.inject({
      method: 'POST',
      url: certificatePaths.year(year),
      headers: { cookie: t.cookie, origin: SITE },
      payload: uploadForm(files),
    });

  /** Every certificate row and file kept: none may be left by a refused upload. */
  async function kept() {
    const rows = await t.db.selectFrom('donation_certificates').select('id').execute();
    const dir = path.join(t.config.dataDir, 'receipts');
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.startsWith('10be-')) : [];
    return { rows: rows.length, files: files.length };
  }

  async function refused(
    files: { name: string; bytes: Uint8Array; type?: string }[],
    status: number,
    message: string,
  ) {
    const before = await kept();
    const response = await upload(files);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ error: message });
    expect(await kept()).toEqual(before);
  }

  it('refuses a file that is not a PDF, whatever its name, and keeps none of the good ones sent with it', async () => {
    await refused(
      [
        { name: 'good.pdf', bytes: pdf },
        { name: 'certificate.pdf', bytes: Buffer.from('just some text, not a PDF'), type: 'application/pdf' },
      ],
      415,
      say.notPdf('certificate.pdf'),
    );
  });

  it('refuses a zip holding anything but PDFs', async () => {
    const zip = zipOf({ 'a.pdf': pdf, 'notes.txt': Buffer.from('hello') });
    await refused([{ name: 'year.zip', bytes: zip }], 415, say.notPdfInZip('year.zip', 'notes.txt'));
  });

  it('refuses a zip bomb: a file that unpacks beyond the limit, and files declaring more than the upload may unpack', async () => {
    const bomb = zipOf({ 'huge.pdf': new Uint8Array(60 * MB) }, 9);
    expect(bomb.length).toBeLessThan(MB);
    await refused([{ name: 'bomb.zip', bytes: bomb }], 413, say.pdfTooLarge('bomb.zip › huge.pdf'));
    const entries = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`c${i}.pdf`, pdf]));
    const lying = zipDeclaring(entries, 4.5 * MB);
    await refused([{ name: 'many.zip', bytes: lying }], 413, say.unpacksTooLarge('many.zip'));
  });

  it('a zip that declares small sizes but holds more is unpacked no further, and refused as unreadable', async () => {
    const lying = zipDeclaring({ 'c.pdf': Buffer.concat([pdf, Buffer.alloc(60 * MB)]) }, 2048);
    await refused([{ name: 'small.zip', bytes: lying }], 400, say.unreadableZip('small.zip'));
  });

  it('refuses too many files in a zip', async () => {
    const entries = Object.fromEntries(
      Array.from({ length: certificateLimits.files + 1 }, (_, i) => [`c${i}.pdf`, new Uint8Array(1)]),
    );
    await refused([{ name: 'all.zip', bytes: zipOf(entries, 0) }], 400, say.tooManyFiles);
  });

  it('refuses a PDF larger than a certificate can be, and a PDF that cannot be read', async () => {
    const large = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(certificateLimits.pdfBytes)]);
    await refused([{ name: 'large.pdf', bytes: large }], 413, say.pdfTooLarge('large.pdf'));
    const broken = Buffer.from('%PDF-1.7\nthis is not really a PDF\n%%EOF');
    await refused([{ name: 'broken.pdf', bytes: broken }], 400, say.unreadablePdf('broken.pdf'));
  });

  it('refuses an upload without files, one that is not multipart, and a year that is not one', async () => {
    await refused([], 400, say.nothingUploaded);
    const json = await t.app.inject({
      method: 'POST',
      url: certificatePaths.year('2026-27'),
      headers: { cookie: t.cookie, origin: SITE },
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    const badYear = await upload([{ name: 'good.pdf', bytes: pdf }], '2026-28');
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json()).toMatchObject({ error: say.yearInvalid });
  });

  it('asks for a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: certificatePaths.year('2026-27'),
      headers: { origin: SITE },
      payload: uploadForm([{ name: 'good.pdf', bytes: pdf }]),
    });
    expect(response.statusCode).toBe(401);
  });
});
