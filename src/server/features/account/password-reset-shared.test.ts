import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetPaths } from '#shared/api/account';
import { messages } from '#shared/messages';
import { createPeerApp, createTestApp, testEngines, type TestApp } from '#server/testing/helpers';
import { testRedisUrl, uniqueRedisPrefix } from '#server/testing/redis';
import { RESET_REQUESTS_PER_ADDRESS, RESET_REQUESTS_PER_CLIENT } from './account.feature.ts';

describe.skipIf(!testRedisUrl).each(testEngines)(
  'password reset limits with two instances sharing one Redis, on %s',
  (engine) => {
    const prefix = uniqueRedisPrefix();
    const env = { REDIS_URL: testRedisUrl!, REDIS_KEY_PREFIX: prefix };
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      a = await createTestApp(engine, env, { startMailWorker: false });
      b = await createPeerApp(a, env, { startMailWorker: false });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    /** Each request to the next instance in turn, as a round-robin load balancer sends them. */
    const ask = (i: number, email: string, ip: string) =>
      [a, b][i % 2]!.app.inject({
        method: 'POST',
        url: passwordResetPaths.request,
        payload: { email },
        remoteAddress: ip,
      });

    it('counts the requests for one address on both instances together', async () => {
      const statuses = [];
      for (let i = 0; i <= RESET_REQUESTS_PER_ADDRESS; i++) {
        statuses.push((await ask(i, 'shared-limit@example.org', `10.7.0.${i + 1}`)).statusCode);
      }
      expect(statuses).toEqual([...Array<number>(RESET_REQUESTS_PER_ADDRESS).fill(200), 429]);
    });

    it('counts the requests from one client address on both instances together', async () => {
      const statuses = [];
      for (let i = 0; i <= RESET_REQUESTS_PER_CLIENT; i++) {
        statuses.push((await ask(i, `shared-client-${i}@example.org`, '10.8.0.1')).statusCode);
      }
      expect(statuses).toEqual([...Array<number>(RESET_REQUESTS_PER_CLIENT).fill(200), 429]);
      const refused = await ask(1, 'shared-client-last@example.org', '10.8.0.1');
      expect(refused.json()).toEqual({ error: messages.account.resetTooMany, code: 'too_many_requests' });
    });
  },
);
