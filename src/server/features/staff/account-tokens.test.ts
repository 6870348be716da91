import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEngines, type TestApp } from '#server/testing/helpers';
import {
  accountTokenState,
  claimAccountToken,
  findLiveAccountToken,
  issueAccountToken,
  revokeAccountTokens,
} from './account-tokens.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-28T10:00:00.000Z');

describe.each(testEngines)('account tokens (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('keeps only the sha256 of the token, never the token the mail carries', async () => {
    const token = await issueAccountToken(t.db, {
      purpose: 'invite',
      email: 'a@example.org',
      ttlMs: DAY,
      now,
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db
      .selectFrom('account_tokens')
      .selectAll()
      .where('email', '=', 'a@example.org')
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('a link is found without being used, until it expires', async () => {
    const token = await issueAccountToken(t.db, {
      purpose: 'invite',
      email: 'b@example.org',
      role: 'editor',
      name: 'Bina',
      createdBy: 1,
      ttlMs: DAY,
      now,
    });
    const row = await findLiveAccountToken(t.db, 'invite', token, now);
    expect(row).toMatchObject({
      email: 'b@example.org',
      role: 'editor',
      name: 'Bina',
      created_by: 1,
      used_at: null,
    });
    expect(await findLiveAccountToken(t.db, 'invite', token, now)).toBeDefined();
    // Another purpose's link with the same token does not exist.
    expect(await findLiveAccountToken(t.db, 'reset', token, now)).toBeUndefined();
    const later = new Date(now.getTime() + DAY);
    expect(await findLiveAccountToken(t.db, 'invite', token, later)).toBeUndefined();
    expect(await claimAccountToken(t.db, 'invite', token, later)).toBeUndefined();
    expect(await accountTokenState(t.db, 'invite', token, later)).toBe('expired');
    expect(await accountTokenState(t.db, 'invite', 'no-such-token', now)).toBe('unknown');
  });

  it('a link is used once, even by two parallel clicks', async () => {
    const token = await issueAccountToken(t.db, {
      purpose: 'reset',
      email: 'c@example.org',
      ttlMs: DAY,
      now,
    });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => claimAccountToken(t.db, 'reset', token, now)),
    );
    expect(results.filter((row) => row !== undefined)).toHaveLength(1);
    expect(await claimAccountToken(t.db, 'reset', token, now)).toBeUndefined();
    expect(await findLiveAccountToken(t.db, 'reset', token, now)).toBeUndefined();
    expect(await accountTokenState(t.db, 'reset', token, now)).toBe('used');
  });

  it('a use inside a transaction that fails is undone', async () => {
    const token = await issueAccountToken(t.db, {
      purpose: 'email',
      email: 'd@example.org',
      ttlMs: DAY,
      now,
    });
    await expect(
      t.db.transaction().execute(async (trx) => {
        expect(await claimAccountToken(trx, 'email', token, now)).toBeDefined();
        throw new Error('the work after the claim failed');
      }),
    ).rejects.toThrow('failed');
    expect(await claimAccountToken(t.db, 'email', token, now)).toBeDefined();
  });

  it('revoking deletes the unused links of that purpose and address only', async () => {
    const first = await issueAccountToken(t.db, {
      purpose: 'invite',
      email: 'e@example.org',
      ttlMs: DAY,
      now,
    });
    const reset = await issueAccountToken(t.db, {
      purpose: 'reset',
      email: 'e@example.org',
      ttlMs: DAY,
      now,
    });
    expect(await revokeAccountTokens(t.db, 'invite', 'e@example.org')).toBe(1);
    expect(await findLiveAccountToken(t.db, 'invite', first, now)).toBeUndefined();
    expect(await findLiveAccountToken(t.db, 'reset', reset, now)).toBeDefined();
  });
});
