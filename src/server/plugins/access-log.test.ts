import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/helpers.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  err?: unknown;
}

describe('access log at the default level (info)', () => {
  let t: TestApp;
  let text = '';
  const lines = () =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
    t = await createTestApp('sqlite', { LOG_LEVEL: 'info' }, { logStream: stream });
  });
  afterAll(() => t.close());

  it('writes one line per request with its method, address, status, time and client, under its request id', async () => {
    text = '';
    await t.app.inject({ method: 'GET', url: '/api/get_notifications?limit=4' });
    await t.app.inject({ method: 'GET', url: '/api/get_notifications?limit=0' });
    const written = lines();
    expect(written).toHaveLength(2);
    expect(written[0]!.msg).toMatch(/^GET \/api\/get_notifications\?limit=4 200 \d+\.\d ms 127\.0\.0\.1$/);
    expect(written[1]!.msg).toMatch(/^GET \/api\/get_notifications\?limit=0 400 /);
    expect(written.every((line) => line.level === 30 && line.reqId)).toBe(true);
    expect(written[0]!.reqId).not.toBe(written[1]!.reqId);
  });

  it('does not log the arrival of a request at info', async () => {
    text = '';
    await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(lines().map((line) => line.msg)).not.toContain('incoming request');
  });
});
