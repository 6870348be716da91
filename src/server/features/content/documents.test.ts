import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentMessages as say, contentPaths, type Page, type PageDocument } from '#shared/api/content';
import { createTestApp, SITE, testEngines, type TestApp } from '#server/testing/helpers';

/** The smallest file a PDF reader opens: header, an empty catalogue, trailer. */
const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

describe.each(testEngines)('site content: documents attached to pages on %s', (engine) => {
  let t: TestApp;
  let cookie: string;
  let documentsDir: string;
  let tmpDir: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    documentsDir = path.join(t.config.dataDir, 'documents');
    tmpDir = path.join(t.config.dataDir, 'tmp');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.deleteFrom('documents').execute();
    await t.db.deleteFrom('pages').execute();
    for (const name of fs.readdirSync(documentsDir)) fs.rmSync(path.join(documentsDir, name));
  });

  const upload = (
    fields: Record<string, string>,
    file?: { bytes: Buffer; name: string; type: string },
    auth = true,
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return t.app.inject({
      method: 'POST',
      url: contentPaths.documents,
      headers: { ...(auth ? { cookie } : {}), origin: SITE },
      payload: form,
    });
  };
  const pdf = { bytes: pdfBytes, name: 'Annual report.pdf', type: 'application/pdf' };
  const createPage = async (status: 'published' | 'draft') =>
    (
      await t.app.inject({
        method: 'POST',
        url: contentPaths.pages,
        headers: { cookie },
        payload: {
          title: 'Financials',
          slug: 'financials',
          status,
          body: '<p>Our accounts</p>',
        },
      })
    ).json() as Page;
  const fetchFile = (document: PageDocument, auth = false) =>
    t.app.inject({ method: 'GET', url: document.url, headers: auth ? { cookie } : {} });

  it('uploads a PDF to a published page: the page lists it and visitors open it inline, sandboxed', async () => {
    const page = await createPage('published');
    const response = await upload({ title: 'Annual report', year: '2025', pageId: String(page.id) }, pdf);
    expect(response.statusCode).toBe(201);
    const document = response.json() as PageDocument;
    expect(document).toEqual({
      id: expect.any(Number),
      title: 'Annual report',
      year: 2025,
      sizeBytes: pdfBytes.length,
      pageId: page.id,
      url: contentPaths.documentFile(document.id),
    });
    const shown = (await t.app.inject({ method: 'GET', url: contentPaths.pageBySlug('financials') })).json();
    expect(shown.documents).toEqual([document]);

    const file = await fetchFile(document);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdfBytes)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('inline; filename="annual-report.pdf"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(fs.readdirSync(tmpDir)).toEqual([]);
  });

  it('keeps the documents of a draft page from visitors (404) but not from the administrator', async () => {
    const page = await createPage('draft');
    const document = (
      await upload({ title: 'Audit 2024', pageId: String(page.id) }, pdf)
    ).json() as PageDocument;
    expect((await fetchFile(document)).statusCode).toBe(404);
    const forAdministrator = await fetchFile(document, true);
    expect(forAdministrator.statusCode).toBe(200);
    expect(forAdministrator.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    [
      'an HTML file named .pdf',
      { title: 'Report' },
      {
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
        name: 'report.pdf',
        type: 'application/pdf',
      },
      415,
      say.documentNotPdf,
    ],
    [
      'a photo',
      { title: 'Report' },
      {
        bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]),
        name: 'scan.jpg',
        type: 'image/jpeg',
      },
      415,
      say.documentNotPdf,
    ],
    ['no file', { title: 'Report' }, undefined, 400, say.documentFileRequired],
    ['no title', { title: ' ' }, pdf, 400, say.titleRequired],
    ['a year in words', { title: 'Report', year: 'last year' }, pdf, 400, say.yearInvalid],
    ['a page that does not exist', { title: 'Report', pageId: '999999' }, pdf, 404, say.pageNotFound],
  ])('refuses %s, keeping no file and no row', async (_case, fields, file, status, message) => {
    const response = await upload(fields, file);
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toBe(message);
    expect(await t.db.selectFrom('documents').selectAll().execute()).toEqual([]);
    expect(fs.readdirSync(documentsDir)).toEqual([]);
    expect(fs.readdirSync(tmpDir)).toEqual([]);
  });

  it('uploads only with a session', async () => {
    expect((await upload({ title: 'Report' }, pdf, false)).statusCode).toBe(401);
  });

  it('renames, moves and removes a document; its file goes with it', async () => {
    const page = await createPage('published');
    const document = (await upload({ title: 'Report' }, pdf)).json() as PageDocument;
    expect(document.pageId).toBeNull();
    expect((await fetchFile(document)).statusCode).toBe(404);
    const moved = await t.app.inject({
      method: 'PUT',
      url: contentPaths.document(document.id),
      headers: { cookie },
      payload: { title: 'Annual report 2025', year: 2025, pageId: page.id },
    });
    expect(moved.json()).toMatchObject({ title: 'Annual report 2025', year: 2025, pageId: page.id });
    expect((await fetchFile(document)).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({ method: 'DELETE', url: contentPaths.document(document.id), headers: { cookie } })
      ).json(),
    ).toEqual({ message: say.deleted });
    expect((await fetchFile(document, true)).statusCode).toBe(404);
    expect(fs.readdirSync(documentsDir)).toEqual([]);
  });
});
