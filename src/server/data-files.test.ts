import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE, withTestApp } from './testing/helpers.ts';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/** Issue 24, must have 3: what the server keeps on disk is readable by its own user alone. */
describe('issue 24, must have 3: data files 0600 and folders 0700', () => {
  const t = withTestApp('sqlite', { DOUBLE_OPT_IN: 'true', SUBSCRIBE_RATE_LIMIT_PER_MINUTE: '100' });

  it('creates the SQLite file, its WAL and the outbox and its mails for the server’s user alone', async () => {
    // A subscription with double opt-in writes the confirmation mail to the outbox (no SMTP_URL).
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/add_subscription',
      headers: { origin: SITE },
      payload: { email: 'files@example.org', role: 'Parent' },
    });
    expect(subscribed.statusCode).toBeLessThan(300);
    const dataDir = t.config.dataDir;
    const outbox = path.join(dataDir, 'outbox');
    await expect.poll(() => fs.existsSync(outbox) && fs.readdirSync(outbox).length).toBeGreaterThan(0);
    expect(modeOf(path.join(dataDir, 'gurukul.sqlite'))).toBe(0o600);
    expect(modeOf(path.join(dataDir, 'gurukul.sqlite-wal'))).toBe(0o600);
    expect(modeOf(outbox)).toBe(0o700);
    for (const mail of fs.readdirSync(outbox)) expect(modeOf(path.join(outbox, mail))).toBe(0o600);
  });
});
