import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPaths, type Page, type PageDocument, type PublicPage } from '#shared/api/content';
import { createPeerApp, createTestApp, SITE, testEngines, type TestApp } from '#server/testing/helpers';
import { startS3Server, type TestS3Server } from '#server/testing/s3-server';

const CDN = 'http://cdn.example.org';
const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

/** Issue 24, must have 4: the CDN's folder holds the PDFs of published pages only. */
describe.each(testEngines)('documents behind S3_PUBLIC_URL on %s', (engine) => {
  let s3: TestS3Server;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp(engine, { ...s3.env, S3_PUBLIC_URL: CDN });
    cookie = await t.login();
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  const send = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, auth = true) =>
    t.app.inject({ method, url, payload, headers: auth ? { cookie } : {} });
  const savePage = async (page: Page | undefined, status: 'published' | 'draft') => {
    const fields = { title: 'Financials', slug: 'financials', status, body: '<p>Our accounts</p>' };
    const response = page
      ? await send('PUT', contentPaths.page(page.id), fields)
      : await t.app.inject({ method: 'POST', url: contentPaths.pages, headers: { cookie }, payload: fields });
    expect(response.statusCode).toBeLessThan(300);
    return response.json<Page>();
  };
  const upload = async (pageId: number) => {
    const form = new FormData();
    form.append('title', 'Annual report');
    form.append('pageId', String(pageId));
    form.append('file', new Blob([new Uint8Array(pdfBytes)], { type: 'application/pdf' }), 'report.pdf');
    const response = await t.app.inject({
      method: 'POST',
      url: contentPaths.documents,
      headers: { cookie, origin: SITE },
      payload: form,
    });
    expect(response.statusCode).toBe(201);
    return response.json<PageDocument>();
  };
  const keyOf = async (document: PageDocument) =>
    (
      await t.db
        .selectFrom('documents')
        .select('storage_key')
        .where('id', '=', document.id)
        .executeTakeFirstOrThrow()
    ).storage_key;
  const documentKeys = async () => (await s3.keys()).filter((key) => key.includes('documents/'));
  const visitorSees = async () =>
    (await send('GET', contentPaths.pageBySlug('financials'), undefined, false)).json<PublicPage>();
  const fileStatus = async (document: PageDocument, auth: boolean) =>
    (await send('GET', contentPaths.documentFile(document.id), undefined, auth)).statusCode;

  it('issue 24, must have 4: unpublishing a page takes its PDF out of the public folder; publishing puts it back', async () => {
    let page = await savePage(undefined, 'published');
    const document = await upload(page.id);
    const name = await keyOf(document);
    expect(await documentKeys()).toEqual([`documents/${name}`]);
    expect((await visitorSees()).documents[0]!.url).toBe(`${CDN}/documents/${name}`);

    page = await savePage(page, 'draft');
    expect(await documentKeys()).toEqual([`private-documents/${name}`]);
    expect(await fileStatus(document, false)).toBe(404);
    expect(await fileStatus(document, true)).toBe(200);

    page = await savePage(page, 'published');
    expect(await documentKeys()).toEqual([`documents/${name}`]);
    expect(await s3.bytes(`documents/${name}`)).toEqual(pdfBytes);
    expect(await t.app.storage.stat(`documents/${name}`)).toMatchObject({ contentType: 'application/pdf' });
    expect((await visitorSees()).documents[0]!.url).toBe(`${CDN}/documents/${name}`);
    expect(await fileStatus(document, false)).toBe(200);

    expect((await send('DELETE', contentPaths.page(page.id))).statusCode).toBe(200);
    expect(await documentKeys()).toEqual([`private-documents/${name}`]);
    expect(await fileStatus(document, true)).toBe(200);

    expect((await send('DELETE', contentPaths.document(document.id))).statusCode).toBe(200);
    expect(await documentKeys()).toEqual([]);
  });

  it('issue 24, must have 4: a PDF uploaded to a draft page, or moved to one, is never in the public folder', async () => {
    const draft = await savePage(undefined, 'draft');
    const document = await upload(draft.id);
    const name = await keyOf(document);
    expect(await documentKeys()).toEqual([`private-documents/${name}`]);

    const published = await t.app.inject({
      method: 'POST',
      url: contentPaths.pages,
      headers: { cookie },
      payload: { title: 'Reports', slug: 'reports', status: 'published', body: '<p>Reports</p>' },
    });
    const reports = published.json<Page>();
    const attach = (pageId: number) =>
      send('PUT', contentPaths.document(document.id), { title: 'Annual report', year: null, pageId });
    expect((await attach(reports.id)).statusCode).toBe(200);
    expect(await documentKeys()).toEqual([`documents/${name}`]);
    expect((await attach(draft.id)).statusCode).toBe(200);
    expect(await documentKeys()).toEqual([`private-documents/${name}`]);
  });

  it('issue 24, must have 4: at start, a PDF left in the public folder by an earlier version is taken out', async () => {
    await t.db.deleteFrom('documents').execute();
    await t.db.deleteFrom('pages').execute();
    const draft = await savePage(undefined, 'draft');
    const row = await t.db
      .insertInto('documents')
      .values({
        page_id: draft.id,
        title: 'Old report',
        year: null,
        storage_key: 'old-report.pdf',
        size_bytes: pdfBytes.length,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.storage.put('documents/old-report.pdf', pdfBytes, { contentType: 'application/pdf' });
    const peer = await createPeerApp(t, { ...s3.env, S3_PUBLIC_URL: CDN });
    try {
      expect(await s3.keys()).toContain('private-documents/old-report.pdf');
      expect(await s3.keys()).not.toContain('documents/old-report.pdf');
      expect(await fileStatus({ id: row.id } as PageDocument, true)).toBe(200);
    } finally {
      await peer.close();
    }
  });
});
