import { beforeAll, expect } from 'vitest';
import { givingPaths, type Donation, type Pledge } from '#shared/api/giving';
import { SITE, withTestApp, type Engine, type SharedTestApp } from '#server/testing/helpers';
import { openGiving } from './giving-fixtures.ts';

/** The administrator's and a visitor's calls on giving, for the server's tests. */
export function donationApi(t: SharedTestApp) {
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: t.cookie }, payload });

  /** A visitor's pledge (80G receipt wanted, PAN and address given unless changed), as the panel lists it. */
  async function pledge(change: object = {}): Promise<Donation> {
    const body = {
      action: 'sponsor-a-school-kit',
      amount: 1500,
      fullName: 'Meera Rao',
      email: 'meera@example.org',
      mobile: '9845012345',
      residence: 'india',
      wantsReceipt: true,
      pan: 'ABCDE1234F',
      address: '4, MG Road, Bengaluru 560001',
      ...change,
    };
    const response = await t.app.inject({
      method: 'POST',
      url: givingPaths.pledges,
      headers: { origin: SITE },
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json() as Pledge;
    const { donations } = (await admin('GET', `${givingPaths.donations}?q=${reference}`)).json() as {
      donations: Donation[];
    };
    return donations[0]!;
  }

  /** Marks a donation received and answers the donation (expects 200). */
  async function receive(id: number, details: object): Promise<Donation> {
    const response = await admin('POST', givingPaths.received(id), details);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Donation;
  }

  return { admin, pledge, receive };
}

/**
 * A test app for a describe block with online giving open and its 80G settings complete, the form limit
 * out of the way and the clock at `clock`; with the giving calls above.
 */
export function withGivingApp(engine: Engine, clock: Date) {
  const t = withTestApp(
    engine,
    { FORM_RATE_LIMIT_PER_MINUTE: '1000' },
    { startMailWorker: false, now: () => clock },
  );
  beforeAll(() => openGiving(t.app, t.cookie));
  return { t, ...donationApi(t) };
}
