import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages';
import { SITE, testEngines, withTestApp } from '#server/testing/helpers';
import { filesIn } from './testing/media-fixtures.ts';

const filePart = (boundary: string, bytes: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n` +
  `Content-Type: image/jpeg\r\n\r\n${bytes}`;

/** Hardening 6: a multipart body the parser cannot read answered 500 (busboy's errors carry no code). */
describe.each(testEngines)('malformed multipart bodies on %s', (engine) => {
  const t = withTestApp(engine);

  const cases: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', 'abc'],
    ['an empty boundary', 'multipart/form-data; boundary=', '--\r\n'],
    ['a body that ends mid-part', 'multipart/form-data; boundary=x', filePart('x', '\xff\xd8\xff\xe0abcdef')],
    [
      'a field that never ends',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="mediaCategory"\r\n\r\nISRO',
    ],
    ['a part without headers', 'multipart/form-data; boundary=x', '--x\r\n\r\n\r\nabc'],
  ];

  for (const [name, contentType, payload] of cases) {
    it(`hardening 6: ${name} answers 400 with a clear error and leaves nothing behind`, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/submit_media',
        headers: { cookie: t.cookie, origin: SITE, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toHaveProperty('error');
      expect(filesIn(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
      expect(filesIn(t.config.uploadsDir).filter((file) => !file.startsWith('video-poster'))).toEqual([]);
      expect(filesIn(t.config.originalsDir)).toEqual([]);
      const rows = await t.db.selectFrom('media').selectAll().execute();
      expect(rows).toEqual([]);
    });
  }

  it('hardening 6: says in plain words that the upload could not be read', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/submit_media',
      headers: { cookie: t.cookie, origin: SITE, 'content-type': 'multipart/form-data; boundary=x' },
      payload: filePart('x', 'abc'),
    });
    expect(response.json()).toEqual({ error: messages.media.malformedUpload, code: 'bad_request' });
  });
});
