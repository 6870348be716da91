import { describe, expect, it } from 'vitest';
import { csvCell, subscribersCsv } from './subscribers-csv.ts';

describe('subscriber CSV export', () => {
  it.each(['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tx'])(
    'turns the formula-like cell %j into text with a leading quote',
    (value) => {
      expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
  });

  it('writes a header and one line per subscriber', () => {
    expect(
      subscribersCsv([
        {
          id: 1,
          email: 'a@example.org',
          role: 'parent',
          subscribed_at: '2026-01-02T03:04:05.000Z',
          status: 'active',
          unsubscribed_at: null,
        },
      ]),
    ).toBe('email,role,subscribed_at,status\r\na@example.org,parent,2026-01-02T03:04:05.000Z,active\r\n');
  });
});
