import { describe, expect, it } from 'vitest';
import { formatIndiaDate, formatIndiaTime } from '#shared/india-time';
import { formatSentAt } from '#client/features/campaigns/components/campaign-texts.ts';
import { subscribedOn } from '#client/features/subscriptions/subscriber-labels.ts';

/** 20:00 UTC on 1 June is 01:30 on 2 June in India: a device in another zone would show 1 June. */
const lateEvening = '2026-06-01T20:00:00.000Z';

describe('issue 25, must have 7: dashboard dates and times are India’s, whatever zone the device is in', () => {
  it('formats the day and the time in India', () => {
    expect(formatIndiaDate(lateEvening)).toBe('2 Jun 2026');
    expect(formatIndiaTime(lateEvening)).toBe('2 Jun 2026, 1:30 am');
    expect(formatIndiaDate('not a date')).toBe('not a date');
  });

  it('shows a subscription’s day and a campaign’s time the same way', () => {
    expect(subscribedOn(lateEvening)).toBe(formatIndiaDate(lateEvening));
    expect(formatSentAt(lateEvening)).toBe(formatIndiaTime(lateEvening));
  });
});
