import http, { type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { SITE, withTestApp } from '../testing/helpers.ts';
import { securityHeaderOptions, securityHeaders } from './security.ts';

/** What helmet itself sets, run the usual way on a real answer of a real server. */
async function helmetOnARealAnswer(options: Parameters<typeof helmet>[0]): Promise<OutgoingHttpHeaders> {
  const middleware = helmet(options);
  const server = http.createServer((request, response) =>
    middleware(request, response, () => response.end(JSON.stringify(response.getHeaders()))),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const body = await new Promise<string>((resolve, reject) =>
      http
        .get(`http://127.0.0.1:${port}/`, (response: IncomingMessage) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(text));
        })
        .on('error', reject),
    );
    return JSON.parse(body) as OutgoingHttpHeaders;
  } finally {
    server.close();
  }
}

/** The security headers of an injected answer. */
function securityPart(headers: Record<string, unknown>, names: string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, headers[name]]));
}

describe('security headers worked out once at start', () => {
  for (const publicUrl of [SITE, 'https://gurukul.example.org']) {
    describe(`with PUBLIC_URL ${publicUrl}`, () => {
      const t = withTestApp('sqlite', { PUBLIC_URL: publicUrl });

      it('are exactly what helmet sets for the same options, HSTS and upgrade-insecure-requests under https', async () => {
        const expected = await helmetOnARealAnswer(securityHeaderOptions(t.config));
        expect(securityHeaders(t.config)).toEqual(expected);
        expect(Object.keys(expected)).toEqual(
          expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'x-frame-options']),
        );
        const https = publicUrl.startsWith('https:');
        expect('strict-transport-security' in expected).toBe(https);
        expect(String(expected['content-security-policy']).includes('upgrade-insecure-requests')).toBe(https);
      });

      it('are on every kind of answer: a cached list, a 304, an error, a refused cross-site request, a 404', async () => {
        const expected = securityHeaders(t.config);
        const names = Object.keys(expected);
        const list = await t.app.inject({ method: 'GET', url: '/api/get_notifications' });
        const answers = [
          list,
          await t.app.inject({
            method: 'GET',
            url: '/api/get_notifications',
            headers: { 'if-none-match': String(list.headers.etag) },
          }),
          await t.app.inject({ method: 'GET', url: '/api/get_notifications?limit=0' }),
          await t.app.inject({
            method: 'POST',
            url: '/api/contact',
            headers: { origin: 'https://elsewhere.example' },
            payload: {},
          }),
          await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
          await t.app.inject({ method: 'GET', url: '/api/session' }),
        ];
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 304, 400, 403, 404, 401]);
        for (const answer of answers)
          expect(securityPart(answer.headers, names), String(answer.statusCode)).toEqual(expected);
      });
    });
  }
});
