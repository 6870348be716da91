import { describe, expect, it } from 'vitest';
import { testEngines } from '#server/testing/helpers';
import { appsOnFakeBuild } from './testing/fake-build.ts';

describe.each(testEngines)('issue 12: a rendered page asked for with Save-Data: on, on %s', (engine) => {
  const newApp = appsOnFakeBuild(engine);

  it('offers the smallest picture, with an ETag of its own, and the full page without the header', async () => {
    const t = await newApp();
    const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/', headers });

    const full = await get({});
    expect(full.body).toContain('srcset="/uploads/hero-1280.jpg 1280w, /uploads/hero-320.jpg 320w,');
    const light = await get({ 'save-data': 'on', 'accept-encoding': 'br' });
    expect(light.headers['content-encoding']).toBe('br');
    expect(light.headers.vary).toContain('Save-Data');
    expect(light.headers.etag).not.toBe(full.headers.etag);
    const plain = await get({ 'save-data': 'on' });
    expect(plain.body).toContain('srcset="/uploads/hero-320.jpg 320w"');
    expect(plain.body.replace('srcset="/uploads/hero-320.jpg 320w"', '')).not.toContain('srcset');
    const again = await get({ 'save-data': 'on', 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});
