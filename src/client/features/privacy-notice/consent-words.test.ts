import { describe, expect, it } from 'vitest';
import { consentWords } from './consent-words.ts';

describe('issue 27: a record’s consent as the dashboard shows it', () => {
  it('says when consent was given, with which notice, and when it was withdrawn', () => {
    expect(
      consentWords({
        givenAt: '2026-11-28T06:00:00.000Z',
        noticeVersion: '2026-11-20T04:30:00.000Z',
        withdrawnAt: '2026-12-02T06:00:00.000Z',
      }),
    ).toBe('Given 28 Nov 2026, privacy notice of 20 Nov 2026, 10:00 am; withdrawn 2 Dec 2026');
    expect(
      consentWords({ givenAt: '2026-11-28T06:00:00.000Z', noticeVersion: null, withdrawnAt: null }),
    ).toBe('Given 28 Nov 2026, no privacy notice published then');
  });

  it('says so of a record kept before consent was recorded', () => {
    expect(consentWords(null)).toBe('Not recorded');
    expect(consentWords(undefined)).toBe('Not recorded');
  });
});
