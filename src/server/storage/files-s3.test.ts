import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPaths, type Page, type PageDocument } from '#shared/api/content';
import { givingPaths, type Donation } from '#shared/api/giving';
import { NO_BUCKET_MESSAGE } from '#server/cli/migrate-files';
import { isSealedBytes, openBytes } from '#server/db/sealed-values';
import { openGiving } from '#server/features/giving/testing/giving-fixtures';
import { startTestSmtp, type TestSmtp } from '#server/features/mail/testing/smtp-test-server';
import { createTestApp, SITE, type TestApp } from '#server/testing/helpers';
import { startS3Server, type TestS3Server } from '#server/testing/s3-server';

const CDN = 'https://cdn.example.org';
const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

/** Issue 14 item 2 (decision 012): documents and 80G receipts in a real S3 server, and migrate-files. */
describe('documents, receipts and migrate-files with an S3 bucket', () => {
  // The S3 and SMTP servers, and the app that uses both with the administrator's cookie.
  let s3: TestS3Server, smtp: TestSmtp, t: TestApp, cookie: string;
  beforeAll(async () => {
    [s3, smtp] = await Promise.all([startS3Server(), startTestSmtp()]);
    t = await createTestApp(
      'sqlite',
      { ...s3.env, S3_PUBLIC_URL: CDN, SMTP_URL: smtp.url },
      { startMailWorker: false },
    );
    cookie = await t.login();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await s3?.stop();
  });
  const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie, origin: SITE }, payload });

  it('keeps a page document in the bucket: visitors get its CDN address, the app still serves it, deletion removes it', async () => {
    const page = (
      await admin('POST', contentPaths.pages, {
        title: 'Financials',
        slug: 'financials',
        status: 'published',
        body: '<p>Our accounts</p>',
      })
    ).json() as Page;
    const form = new FormData();
    form.append('title', 'Annual report');
    form.append('pageId', String(page.id));
    form.append('file', new Blob([new Uint8Array(pdfBytes)], { type: 'application/pdf' }), 'report.pdf');
    const created = await t.app.inject({
      method: 'POST',
      url: contentPaths.documents,
      headers: { cookie, origin: SITE },
      payload: form,
    });
    expect(created.statusCode).toBe(201);
    const document = created.json() as PageDocument;
    expect(document.url).toBe(contentPaths.documentFile(document.id));
    const [key] = (await s3.keys()).filter((k) => k.startsWith('documents/'));
    expect(await s3.bytes(key!)).toEqual(pdfBytes);
    expect(fs.existsSync(path.join(t.config.dataDir, 'documents'))).toBe(false);

    const shown = (
      await t.app.inject({ method: 'GET', url: contentPaths.pageBySlug('financials') })
    ).json() as Page;
    expect(shown.documents[0]!.url).toBe(`${CDN}/${key}`);
    const file = await t.app.inject({ method: 'GET', url: document.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="annual-report.pdf"',
      'x-content-type-options': 'nosniff',
      'content-length': String(pdfBytes.length),
    });
    expect(file.rawPayload).toEqual(pdfBytes);

    expect((await admin('DELETE', contentPaths.document(document.id))).statusCode).toBe(200);
    expect((await s3.keys()).filter((k) => k.startsWith('documents/'))).toEqual([]);
  });

  it('keeps an 80G receipt privately in the bucket, downloads it for the administrator and mails it', async () => {
    await openGiving(t.app, cookie);
    const donor = { fullName: 'Arjun Shetty', email: 'arjun@example.org', donorAddress: 'Mysuru' };
    const paid = { receivedOn: '2026-06-01', mode: 'bank-transfer', idCode: 'PAN', idNumber: 'ABCDE1234F' };
    const recorded = await admin('POST', givingPaths.donations, {
      action: 'sponsor-a-child',
      amount: 12_000,
      ...donor,
      ...paid,
    });
    expect(recorded.statusCode).toBe(201);
    const received = recorded.json() as Donation;
    const [key] = (await s3.keys()).filter((k) => k.startsWith('receipts/'));
    // Sealed with the data key (issue 27): the bucket alone does not reveal the donor's PAN.
    const stored = (await s3.bytes(key!))!;
    expect(isSealedBytes(stored)).toBe(true);
    expect(fs.existsSync(path.join(t.config.dataDir, 'receipts'))).toBe(false);
    expect(t.app.storage.publicUrl(key!)).toBeUndefined();

    const download = await admin('GET', received.receipts[0]!.url);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload).toEqual(openBytes(t.app.dataKey, stored));
    expect((await t.app.inject({ method: 'GET', url: received.receipts[0]!.url })).statusCode).toBe(401);

    const receipts = async () =>
      (await smtp.parsed()).filter((mail) => mail.subject?.startsWith('Your 80G receipt'));
    await expect.poll(async () => (await receipts()).length).toBe(1);
    const [mail] = await receipts();
    expect(mail!.attachments[0]!.content).toEqual(download.rawPayload);
  });

  it('npm run admin -- migrate-files copies every file of DATA_DIR once, and refuses without a bucket', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-migrate-'));
    try {
      const files = {
        'uploads/a-320.jpg': 'variant',
        'uploads/v-web.mp4': 'video',
        'originals/a.jpg': 'original',
        'documents/d.pdf': '%PDF-document',
        'receipts/r.pdf': '%PDF-receipt',
      };
      for (const [key, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dataDir, key)), { recursive: true });
        fs.writeFileSync(path.join(dataDir, key), text);
      }
      fs.writeFileSync(path.join(dataDir, 'uploads/half.jpg.1234.part'), 'half');
      const env = { ...s3.env, S3_BUCKET: 'gurukul-migrated', S3_CREATE_BUCKET: 'true', DATA_DIR: dataDir };

      const first = await runAdmin(['migrate-files'], env);
      expect(first.code, first.output).toBe(0);
      expect(first.output).toContain('uploads: 2 copied, 0 already in the bucket, 0 failed');
      expect(first.output).toContain('receipts: 1 copied');
      expect(first.output).toContain('Done: 5 copied, 0 already in the bucket "gurukul-migrated", 0 failed.');

      fs.writeFileSync(path.join(dataDir, 'originals/a.jpg'), 'original, edited');
      const again = await runAdmin(['migrate-files'], env);
      expect(again.output).toContain('Done: 1 copied, 4 already in the bucket "gurukul-migrated", 0 failed.');

      const bucket = new (await import('./s3-storage.ts')).S3Storage(
        (await import('#server/config')).loadConfig(env).s3!,
      );
      for (const [key, text] of Object.entries(files)) {
        const expected = key === 'originals/a.jpg' ? 'original, edited' : text;
        expect((await bucket.readBuffer(key))?.toString(), key).toBe(expected);
      }
      expect(await bucket.exists('uploads/half.jpg.1234.part')).toBe(false);
      expect((await bucket.stat('uploads/a-320.jpg'))?.contentType).toBe('image/jpeg');
      bucket.close();

      const refused = await runAdmin(['migrate-files'], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(NO_BUCKET_MESSAGE);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

function runAdmin(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('S3_')));
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/server/cli/admin.ts', ...args],
      {
        env: { ...clean, DATABASE_URL: '', ...env },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}
