import { describe, expect, it } from 'vitest';
import { claimedSubscriptionId, createTokenSigner } from './mail-tokens.ts';
import { classifyFailure } from './delivery-failure.ts';

describe('signed link tokens', () => {
  const signer = createTokenSigner('a secret of at least sixteen characters');

  it('give back the subscription id they were made for', () => {
    expect(signer.verify('unsubscribe', signer.sign('unsubscribe', 42))).toBe(42);
  });

  it('do not open another purpose: a confirmation link cannot unsubscribe', () => {
    expect(signer.verify('unsubscribe', signer.sign('confirm', 42))).toBeNull();
  });

  it('hardening 4: a link back after unsubscribing opens only for the request it was mailed for', () => {
    const token = signer.sign('resubscribe', 42, '2026-11-23T10:00:00.000Z');
    expect(signer.verify('resubscribe', token, '2026-11-23T10:00:00.000Z')).toBe(42);
    expect(signer.verify('resubscribe', token, '2026-11-24T10:00:00.000Z')).toBeNull();
    expect(signer.verify('resubscribe', token)).toBeNull();
    expect(signer.verify('confirm', token)).toBeNull();
    expect(signer.verify('resubscribe', signer.sign('confirm', 42), '2026-11-23T10:00:00.000Z')).toBeNull();
    expect(claimedSubscriptionId(token)).toBe(42);
    expect(claimedSubscriptionId('garbage')).toBeNull();
  });

  it('refuse a changed id, a changed signature, another secret and garbage', () => {
    const token = signer.sign('unsubscribe', 42);
    const [, mac] = token.split('.');
    expect(signer.verify('unsubscribe', `43.${mac}`)).toBeNull();
    expect(
      signer.verify('unsubscribe', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`),
    ).toBeNull();
    expect(createTokenSigner('another secret of sixteen chars').verify('unsubscribe', token)).toBeNull();
    expect(signer.verify('unsubscribe', 'not-a-token')).toBeNull();
    expect(signer.verify('unsubscribe', '')).toBeNull();
  });
});

describe('send failures', () => {
  it('4xx replies, lost connections and timeouts are temporary', () => {
    expect(
      classifyFailure({ responseCode: 451, response: '451 4.7.1 Try later', code: 'EENVELOPE' }),
    ).toEqual({
      transient: true,
      reason: '451 4.7.1 Try later',
    });
    for (const code of ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET']) {
      expect(classifyFailure(Object.assign(new Error('Connection closed'), { code })).transient).toBe(true);
    }
  });

  it("5xx replies are permanent and keep the server's reply as the reason", () => {
    expect(
      classifyFailure({
        responseCode: 550,
        response: '550 5.1.1 No such user',
        message: 'x',
        code: 'EENVELOPE',
      }),
    ).toEqual({ transient: false, reason: '550 5.1.1 No such user' });
  });
});
