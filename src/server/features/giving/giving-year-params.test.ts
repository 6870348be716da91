import { describe, expect, it } from 'vitest';
import { certificatePaths } from '#shared/api/giving-certificates';
import { givingMessages as say, givingPaths } from '#shared/api/giving';
import { testEngines, withTestApp } from '#server/testing/helpers';

const badYears = ['2026-99', '2026-26', '26-27', 'abcd-ef', '2026-2027', '0000-01'];
const badDays = ['2026-02-30', '2026-13-01', '2025-02-29', '2026-4-1', 'yesterday', '2026-04-01T00:00'];

describe.each(testEngines)('financial years and days of the giving routes on %s', (engine) => {
  const t = withTestApp(engine);

  const refused = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await t.send(method, url, payload);
    return { url, status: response.statusCode, body: response.json() as unknown };
  };
  const yearRefusal = (url: string) => ({
    url,
    status: 400,
    body: { error: say.yearInvalid, code: 'bad_request' },
  });

  it('issue 24, hardening d: a financial year that is not one answers 400 with the message, on every route', async () => {
    for (const year of badYears) {
      const urls: ['GET' | 'POST', string, object?][] = [
        ['GET', givingPaths.form10bd(year)],
        ['POST', givingPaths.form10bdFiled(year), { filedOn: '2026-05-01', acknowledgement: 'ACK123' }],
        ['GET', certificatePaths.year(year)],
        ['POST', certificatePaths.year(year)],
        ['POST', certificatePaths.mail(year)],
        ['GET', `${givingPaths.donations}?year=${year}`],
      ];
      for (const [method, url, payload] of urls) {
        expect(await refused(method, url, payload)).toMatchObject(yearRefusal(url));
      }
    }
    expect(await t.db.selectFrom('statement_filings').select('financial_year').execute()).toEqual([]);
  });

  it('issue 24, hardening d: a ledger day that is not a calendar day answers 400 with the message', async () => {
    for (const day of badDays) {
      for (const url of [
        `${givingPaths.ledger}?from=${day}&to=2026-03-31`,
        `${givingPaths.ledger}?from=2026-01-01&to=${encodeURIComponent(day)}`,
        `${givingPaths.ledger}?from=${day}`,
      ]) {
        expect(await refused('GET', url)).toMatchObject({
          url,
          status: 400,
          body: { error: say.rangeInvalid, code: 'bad_request' },
        });
      }
    }
  });

  it('issue 24, hardening d: real years and days still answer', async () => {
    expect((await t.send('GET', givingPaths.form10bd('2025-26'))).statusCode).toBe(200);
    expect((await t.send('GET', givingPaths.form10bd('1999-00'))).statusCode).toBe(200);
    expect((await t.send('GET', certificatePaths.year('2025-26'))).statusCode).toBe(200);
    expect((await t.send('GET', `${givingPaths.donations}?year=2025-26`)).statusCode).toBe(200);
    const leap = await t.send('GET', `${givingPaths.ledger}?from=2024-02-29&to=2024-03-31`);
    expect(leap.statusCode).toBe(200);
  });
});
