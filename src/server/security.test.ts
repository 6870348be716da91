import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { SITE, testEngines, withTestApp } from './testing/helpers.ts';
import { mp4WithMetadata, tinyMp4 } from './features/media/testing/media-fixtures.ts';
import { apiRoutesExcept, PUBLIC_CONTENT_ROUTES } from './testing/public-routes.ts';

/** Routes anyone may call. Everything else must answer 401 without a session. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/docs/openapi.json',
  'GET /api/get_notifications',
  'GET /api/images',
  'POST /api/login',
  // A sign-in's second step: open to the browser holding the step's cookie from a right password.
  'POST /api/login/second-factor',
  'POST /api/login/second-factor/passkey-options',
  'POST /api/logout',
  'GET /api/session',
  'POST /api/add_subscription',
  'POST /api/contact',
  'POST /api/interest',
  'GET /api/unsubscribe',
  'POST /api/unsubscribe',
  'GET /api/confirm_subscription',
  'POST /api/confirm_subscription',
  'GET /unsubscribe',
  // "Stop contacting me": the signed link of every mail to the public, and its one-click target (docs/privacy.md).
  'GET /api/stop-contacting',
  'POST /api/stop-contacting',
  ...PUBLIC_CONTENT_ROUTES,
  // Giving: /donate's options, a visitor's pledge, and the donor's own pledge behind its signed link.
  'GET /api/giving/options',
  'POST /api/giving/pledges',
  'GET /api/giving/pledges/:reference',
  'POST /api/giving/pledges/:reference/utr',
  // "Forgot your password?" and the links mailed for a new password or a new address (docs/staff.md).
  'POST /api/password-reset',
  'POST /api/password-reset/complete',
  'POST /api/confirm-email',
  // An invitation's page: what the mailed link is for, and its acceptance (docs/staff.md).
  'GET /api/invitation',
  'POST /api/invitation/accept',
  // "Your data": a visitor's request, confirmed by a mailed link (docs/data-requests.md).
  'POST /api/your-data',
  // Alerts on phones: the key a browser subscribes with, and a device turning alerts on and off (docs/alerts.md).
  'GET /api/push_key',
  'POST /api/add_push_subscription',
  'POST /api/remove_push_subscription',
]);

function multipart(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]) {
  const boundary = '----gurukul-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Files the app keeps in DATA_DIR, apart from the database itself and the key of its personal data. */
function storedFiles(dataDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.startsWith('gurukul.sqlite') && entry.name !== 'data-key')
        out.push(path.relative(dataDir, full));
    }
  };
  walk(dataDir);
  return out.filter((file) => !file.startsWith('outbox'));
}

// A tiny but well-formed ISO-BMFF file: read as video/mp4, and complete.
const mp4Bytes = tinyMp4();
const realMp4 = mp4WithMetadata({ seconds: 1, width: 160, height: 120 });

describe.each(testEngines)('security rules on %s', (engine) => {
  const t = withTestApp(engine, { UPLOAD_MAX_MB: '0.05' });

  it('protects every route outside the public list with a session (401)', async () => {
    const adminRoutes = apiRoutesExcept(t.app, PUBLIC_ROUTES);
    expect(adminRoutes.length).toBeGreaterThanOrEqual(11);
    for (const route of adminRoutes) {
      const url = route.url.replace(/:(\w+)/g, (_m, name: string) => (name === 'kind' ? 'contact' : '1'));
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });

  it('refuses a state-changing request from another site (Origin) with 403', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/add_notification',
      headers: { cookie: t.cookie, origin: 'https://evil.example' },
      payload: { title: 't', description: 'd' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Cross-site requests are not allowed.', code: 'forbidden' });
    expect(await t.db.selectFrom('notifications').selectAll().execute()).toHaveLength(0);
  });

  it('falls back to Referer when Origin is missing, and accepts the site itself', async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/add_subscription',
      headers: { referer: 'https://evil.example/page' },
      payload: { email: 'x@example.org', role: 'parent' },
    });
    expect(foreign.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/add_subscription',
      headers: { origin: SITE },
      payload: { email: 'x@example.org', role: 'parent' },
    });
    expect(own.statusCode).toBe(201);
  });

  it('sends a Content-Security-Policy without inline script and with frame-ancestors none', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a JSON body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The request is too large.', code: 'too_large' });
  });

  const submit = (parts: Parameters<typeof multipart>[0]) => {
    // Every upload to the gallery says whether identifiable children are in it (media-children.test.ts).
    const body = multipart([{ name: 'children', value: 'no' }, ...parts]);
    return t.app.inject({
      method: 'POST',
      url: '/api/submit_media',
      headers: { cookie: t.cookie, ...body.headers },
      payload: body.payload,
    });
  };

  const refused = [
    {
      name: 'an SVG (script-capable) photo',
      file: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      filename: 'x.svg',
      type: 'Photo',
      status: 415,
    },
    {
      name: 'HTML named .png',
      file: Buffer.from('<!doctype html><script>alert(1)</script>'),
      filename: 'x.png',
      type: 'Photo',
      status: 415,
    },
    { name: 'random bytes', file: Buffer.alloc(2048, 7), filename: 'x.jpg', type: 'Photo', status: 415 },
    { name: 'a video declared as a photo', file: mp4Bytes, filename: 'x.jpg', type: 'Photo', status: 400 },
    {
      name: 'a file over the size limit',
      file: Buffer.alloc(60 * 1024, 1),
      filename: 'big.mp4',
      type: 'Video',
      status: 413,
    },
  ];
  for (const c of refused) {
    it(`refuses ${c.name} (${c.status}) and leaves no file and no row`, async () => {
      const response = await submit([
        { name: 'mediaCategory', value: 'ISRO Show' },
        { name: 'mediaType', value: c.type },
        { name: 'file', value: c.file, filename: c.filename, type: 'image/png' },
      ]);
      expect(response.statusCode).toBe(c.status);
      expect(typeof response.json().error).toBe('string');
      expect(await t.db.selectFrom('media').selectAll().execute()).toHaveLength(0);
      expect(storedFiles(t.config.dataDir)).toEqual([]);
    });
  }

  it('refuses URL mode with anything but http or https', async () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'not a url',
    ]) {
      const response = await submit([
        { name: 'mediaCategory', value: 'ISRO Show' },
        { name: 'mediaType', value: 'Photo' },
        { name: 'media_url', value: url },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Please provide a valid http or https URL.');
    }
  });

  it('names the missing choices with the spec messages', async () => {
    const noCategory = await submit([
      { name: 'mediaType', value: 'Photo' },
      { name: 'media_url', value: 'https://example.org/a.jpg' },
    ]);
    expect(noCategory.json()).toEqual({
      error: 'Please select both media category and type.',
      code: 'bad_request',
    });
    const nothing = await submit([
      { name: 'mediaCategory', value: 'ISRO Show' },
      { name: 'mediaType', value: 'photo' },
    ]);
    expect(nothing.json()).toEqual({
      error: 'Please provide either a media file or media URL.',
      code: 'bad_request',
    });
  });

  it('serves an uploaded video with its type, nosniff and range requests', async () => {
    const response = await submit([
      { name: 'mediaCategory', value: 'ISRO Show' },
      { name: 'mediaType', value: 'VIDEO' },
      { name: 'file', value: realMp4, filename: 'launch.mov', type: 'application/octet-stream' },
    ]);
    expect(response.statusCode).toBe(201);
    // Published once its copy without metadata exists.
    await t.app.mediaJobs.drain();
    const media = (await t.app.inject({ method: 'GET', url: '/api/images' }))
      .json<Array<{ medias_id: number; media_type: string; media_url: string }>>()
      .find((item) => item.medias_id === response.json().media.medias_id)!;
    expect(media.media_type).toBe('Video');
    expect(media.media_url).toMatch(/^\/uploads\/[0-9a-f-]{36}-web\.mp4$/);
    const ranged = await t.app.inject({
      method: 'GET',
      url: media.media_url,
      headers: { range: 'bytes=0-99' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-type']).toBe('video/mp4');
    expect(ranged.headers['x-content-type-options']).toBe('nosniff');
    expect(ranged.rawPayload.length).toBe(100);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/delete_media/${media.medias_id}`,
      headers: { cookie: t.cookie },
    });
    expect(removed.json()).toEqual({ message: 'Media deleted successfully!' });
    expect((await t.app.inject({ method: 'GET', url: media.media_url })).statusCode).toBe(404);
  });

  it('accepts a real PNG photo', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#7a2e0e' } })
      .png()
      .toBuffer();
    const response = await submit([
      { name: 'mediaCategory', value: 'Free English Speaking Class Photos' },
      { name: 'mediaType', value: 'Photo' },
      { name: 'altText', value: 'Children reading aloud' },
      { name: 'file', value: png, filename: 'class.png', type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Media submitted successfully!');
  });
});

describe.each(testEngines)('issue 24, must have 1: behind one proxy, on %s', (engine) => {
  const t = withTestApp(engine, { TRUST_PROXY: 'true', FORM_RATE_LIMIT_PER_MINUTE: '5' });

  it('a forged X-Forwarded-For changes nothing: the form limit counts the address the proxy saw', async () => {
    const answers = [];
    for (let i = 0; i < 10; i += 1)
      answers.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/contact',
          // The client wrote the first address; the proxy appended the one it saw.
          headers: { origin: SITE, 'x-forwarded-for': `6.6.6.${i}, 203.0.113.7` },
          payload: { name: `Visitor ${i}`, message: 'Hello', source: 'contact-page' },
        }),
      );
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      ...Array<number>(5).fill(201),
      ...Array<number>(5).fill(429),
    ]);
  });
});
