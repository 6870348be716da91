import { describe, expect, it } from 'vitest';
import { addressRequiredFrom, givingMessages as say, givingPaths, type Pledge } from '#shared/api/giving';
import { SITE, testEngines, withTestApp } from '#server/testing/helpers';
import { defaultGivingSettings } from './giving-settings.service.ts';
import { openGiving } from './testing/giving-fixtures.ts';

const schoolKit = {
  action: 'sponsor-a-school-kit',
  amount: 1500,
  fullName: 'Meera Rao',
  email: 'meera@example.org',
  mobile: '98450 12345',
  residence: 'india',
};

describe.each(testEngines)('giving issues 1 and 2: settings and pledges on %s', (engine) => {
  const t = withTestApp(engine, { FORM_RATE_LIMIT_PER_MINUTE: '1000' }, { startMailWorker: false });

  const pledge = (body: object) =>
    t.app.inject({ method: 'POST', url: givingPaths.pledges, headers: { origin: SITE }, payload: body });
  const open = () =>
    openGiving(t.app, t.cookie, {
      bank: {
        accountName: 'Gurukul Trust',
        accountNumber: '123456789012',
        ifsc: 'sbin0001234',
        branch: 'Basavanagudi',
      },
    });

  it('keeps online giving closed until a UPI ID is set, and says so', async () => {
    const options = (await t.app.inject({ method: 'GET', url: givingPaths.options })).json();
    expect(options).toMatchObject({
      open: false,
      amounts: { 'sponsor-a-school-kit': [1500], 'sponsor-a-child': [12000] },
    });
    const response = await pledge(schoolKit);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(say.notOpen);
  });

  it.each([
    ['a UPI ID without a handle', { upiId: 'gurukul' }, say.vpaInvalid],
    [
      'an IFSC of the wrong shape',
      { bank: { ...defaultGivingSettings.bank, ifsc: 'SBIN1234' } },
      say.ifscInvalid,
    ],
    ['a PAN of the wrong shape', { pan: 'ABCD1234F' }, say.panInvalid],
  ])('refuses settings with %s (400)', async (_case, change, message) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: givingPaths.settings,
      headers: { cookie: t.cookie },
      payload: { ...defaultGivingSettings, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('records a pledge with a short reference, the UPI link and QR code and the bank details to quote it to', async () => {
    expect((await open()).json()).toMatchObject({ bank: { ifsc: 'SBIN0001234' } });
    const response = await pledge(schoolKit);
    expect(response.statusCode).toBe(201);
    const body = response.json() as Pledge;
    expect(body.reference).toMatch(/^GK[A-Z2-9]{6}$/);
    expect(body.upiUri).toBe(
      `upi://pay?pa=gurukul@sbi&pn=Gurukul%20Educational%20and%20Charitable%20Trust&am=1500.00&cu=INR&tn=Sponsor%20a%20school%20kit%20${body.reference}&tr=${body.reference}`,
    );
    expect(body.qrSvg).toMatch(
      /^<svg role="img" aria-label="QR code to pay ₹1,500 to Gurukul Educational and Charitable Trust with a UPI app"/,
    );
    expect(body.bank).toEqual({
      accountName: 'Gurukul Trust',
      accountNumber: '123456789012',
      ifsc: 'SBIN0001234',
      branch: 'Basavanagudi',
    });
    expect(body.link).toMatch(
      new RegExp(`^${SITE}/donate\\?pledge=${body.reference}&token=[A-Za-z0-9_-]{43}$`),
    );
  });

  it('stores a PAN for an 80G receipt encrypted, never as typed', async () => {
    const body = (
      await pledge({ ...schoolKit, wantsReceipt: true, pan: 'abcde1234f', address: '4, MG Road, Bengaluru' })
    ).json() as Pledge;
    const row = await t.db
      .selectFrom('donations')
      .selectAll()
      .where('reference', '=', body.reference)
      .executeTakeFirstOrThrow();
    expect(row.id_code).toBe('PAN');
    expect(row.id_number).not.toContain('ABCDE1234F');
    expect(row.donor_address).toBe('4, MG Road, Bengaluru');
  });

  it.each([
    ['no amount', { amount: undefined }, say.amountInvalid],
    ['a fraction of a rupee', { amount: 10.5 }, say.amountInvalid],
    ['more than ₹10,00,000', { amount: 1_000_001 }, say.amountInvalid],
    ['a landline', { mobile: '080 2345 6789' }, say.mobileInvalid],
    ['an 80G receipt without PAN', { wantsReceipt: true, address: 'Bengaluru' }, say.panInvalid],
    ['an 80G receipt without address', { wantsReceipt: true, pan: 'ABCDE1234F' }, say.addressRequired],
  ])('refuses a pledge with %s (400, nothing stored)', async (_case, change, message) => {
    const before = await t.db.selectFrom('donations').select('id').execute();
    const response = await pledge({ ...schoolKit, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(await t.db.selectFrom('donations').select('id').execute()).toHaveLength(before.length);
  });

  it('opens the donor’s pledge only with its signed link, and takes the UTR there', async () => {
    const created = (await pledge(schoolKit)).json() as Pledge;
    const token = new URL(created.link).searchParams.get('token')!;
    const url = `${givingPaths.pledge(created.reference)}?token=${token}`;
    expect((await t.app.inject({ method: 'GET', url })).json()).toMatchObject({
      reference: created.reference,
      utr: null,
    });
    const forged = `${givingPaths.pledge(created.reference)}?token=${'A'.repeat(43)}`;
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);

    const utrUrl = `${givingPaths.utr(created.reference)}?token=${token}`;
    const wrong = await t.app.inject({
      method: 'POST',
      url: utrUrl,
      headers: { origin: SITE },
      payload: { utr: '12345' },
    });
    expect(wrong.json().error).toBe(say.utrInvalid);
    const paid = await t.app.inject({
      method: 'POST',
      url: utrUrl,
      headers: { origin: SITE },
      payload: { utr: '412345678901' },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().utr).toBe('412345678901');
  });

  it('answers a bot that fills the hidden field as it answers a person, storing nothing', async () => {
    const before = await t.db.selectFrom('donations').select('id').execute();
    const response = await pledge({ ...schoolKit, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(await t.db.selectFrom('donations').select('id').execute()).toHaveLength(before.length);
  });

  it('issue 23, must have 3: asks every donor about citizenship; refuses a foreign national online, with the reason', async () => {
    await open();
    const { residence: _residence, ...unasked } = schoolKit;
    const missing = await pledge(unasked);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(say.residenceRequired);
    const foreign = await pledge({ ...schoolKit, residence: 'foreign' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe(say.foreignNotAccepted);
  });

  it('issue 23, must have 3: an Indian citizen abroad gives with an international mobile number and a foreign address', async () => {
    const abroad = await pledge({
      ...schoolKit,
      residence: 'abroad',
      mobile: '+44 7700 900123',
      address: '221B Baker Street\nLondon NW1 6XE\nUnited Kingdom',
    });
    expect(abroad.statusCode, abroad.body).toBe(201);
    const row = await t.db
      .selectFrom('donations')
      .select(['donor_mobile', 'donor_address', 'donor_residence'])
      .where('reference', '=', (abroad.json() as Pledge).reference)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      donor_mobile: '+44 7700 900123',
      donor_address: '221B Baker Street, London NW1 6XE, United Kingdom',
      donor_residence: 'abroad',
    });
    const inIndia = await pledge({ ...schoolKit, mobile: '+44 7700 900123' });
    expect(inIndia.json().error).toBe(say.mobileInvalid);
    const wrongAbroad = await pledge({ ...schoolKit, residence: 'abroad', mobile: '+44 12' });
    expect(wrongAbroad.json().error).toBe(say.internationalMobileInvalid);
  });

  it('issue 23, must have 5: keeps an address given without a receipt, and asks for it above the amount in the settings', async () => {
    const kept = await pledge({ ...schoolKit, address: 'Mysuru' });
    const row = await t.db
      .selectFrom('donations')
      .select('donor_address')
      .where('reference', '=', (kept.json() as Pledge).reference)
      .executeTakeFirstOrThrow();
    expect(row.donor_address).toBe('Mysuru');
    const large = await pledge({ ...schoolKit, amount: 10_001 });
    expect(large.statusCode).toBe(400);
    expect(large.json().error).toBe(addressRequiredFrom(10_000));
    expect((await pledge({ ...schoolKit, amount: 10_000 })).statusCode).toBe(201);
  });
});
