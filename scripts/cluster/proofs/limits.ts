/**
 * Issue 14, item 5: the login throttle and the form rate limits count across both instances. Every request
 * comes from 127.0.0.1, through nginx (which hands them out in turn) and then directly to each instance: the
 * last one is refused by both, although neither saw the whole count alone.
 */
import { authPaths } from '#shared/api/auth';
import { inboxPaths } from '#shared/api/inbox-fields';
import { subscriptionPaths } from '#shared/api/subscription-paths';
import { loadConfig } from '#server/config';
import { FREE_TRIES_PER_ACCOUNT_AND_ADDRESS } from '#server/features/auth/login-throttle';
import { twoInstances, type Cluster } from '../cluster.ts';
import { call } from '../http.ts';
import { check, type Proof } from '../runner.ts';

interface Limited {
  what: string;
  path: string;
  allowed: number;
  /** The body of the i-th request. */
  body: (i: number) => unknown;
  /** The status of a request within the limit. */
  within: number;
}

async function provesShared(cluster: Cluster, limited: Limited, note: (line: string) => void) {
  const statuses: number[] = [];
  for (let i = 0; i < limited.allowed; i += 1)
    statuses.push((await call(`${cluster.nginx.url}${limited.path}`, { body: limited.body(i) })).status);
  check(
    statuses.every((status) => status === limited.within),
    `${limited.what}: the first ${limited.allowed} through nginx answered ${statuses.join(', ')}`,
  );
  for (const instance of twoInstances(cluster)) {
    const next = await call(`${instance.url}${limited.path}`, { body: limited.body(limited.allowed) });
    check(
      next.status === 429,
      `${limited.what}: after ${limited.allowed} through nginx, ${instance.port} answered ${next.status}, not 429`,
    );
  }
  note(`${limited.what}: ${limited.allowed} allowed through nginx, then 429 from both instances`);
}

export const limitsProof: Proof = {
  name: 'the login throttle and the form rate limits count across both instances',
  async run(cluster, note) {
    const stamp = Date.now();
    const account = `throttled-${stamp}@example.org`;
    const { rateLimits } = loadConfig(cluster.env);
    const limits: Limited[] = [
      {
        what: 'failed logins for one account from one address',
        path: authPaths.login,
        allowed: FREE_TRIES_PER_ACCOUNT_AND_ADDRESS,
        body: () => ({ email: account, password: 'not the password 1234' }),
        within: 401,
      },
      {
        what: 'contact form',
        path: inboxPaths.contact,
        allowed: rateLimits.formsPerMinute,
        body: (i) => ({ name: `Visitor ${i}`, email: `visitor${i}@example.org`, message: 'Hello' }),
        within: 201,
      },
      {
        what: 'subscribe form',
        path: subscriptionPaths.add,
        allowed: rateLimits.subscribePerMinute,
        body: (i) => ({ email: `limited-${stamp}-${i}@example.org`, role: 'Parent' }),
        within: 201,
      },
    ];
    for (const limited of limits) await provesShared(cluster, limited, note);
  },
};
