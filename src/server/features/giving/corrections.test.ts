import { describe, expect, it } from 'vitest';
import {
  defaultPurposes,
  givingMessages as say,
  givingPaths,
  type Donation,
  type DonationChange,
} from '#shared/api/giving';
import { testEngines } from '#server/testing/helpers';
import { withGivingApp } from './testing/donation-api.ts';
import { pdfText } from './testing/pdf-text.ts';

/** Issue 23, must have 2: every mistake correctable, with a trail. */
describe.each(testEngines)('giving corrections on %s', (engine) => {
  const clock = new Date('2026-06-10T10:00:00+05:30');
  const { admin, pledge, receive } = withGivingApp(engine, clock);

  const correction = (donation: Donation, change: object) => ({
    action: donation.action,
    amount: donation.amount,
    fullName: donation.donorName,
    email: donation.donorEmail,
    mobile: donation.donorMobile,
    donorAddress: donation.donorAddress ?? '',
    ...change,
  });
  const history = async (id: number) =>
    (await admin('GET', givingPaths.changes(id))).json() as DonationChange[];

  it('corrects a pledge with a reason, and its history says who, when, before and after', async () => {
    const pledged = await pledge({ amount: 1500 });
    const response = await admin(
      'PUT',
      givingPaths.donation(pledged.id),
      correction(pledged, { amount: 3000, reason: 'The donor asked to give for two kits.' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Donation).amount).toBe(3000);
    const [change] = await history(pledged.id);
    expect(change).toMatchObject({
      by: 'admin@example.org',
      action: 'corrected',
      reason: 'The donor asked to give for two kits.',
      at: clock.toISOString(),
    });
    expect(change!.before).toMatchObject({ amount: 1500, identity: 'PAN XXXXX1234X' });
    expect(change!.after).toMatchObject({ amount: 3000 });
    const noReason = await admin(
      'PUT',
      givingPaths.donation(pledged.id),
      correction(pledged, { reason: '' }),
    );
    expect(noReason.json().error).toBe(say.reasonRequired);
  });

  it('a correction that empties the address or the purpose clears it; one that leaves them keeps them', async () => {
    const pledged = await pledge({ amount: 1500 });
    const kept = await admin(
      'PUT',
      givingPaths.donation(pledged.id),
      correction(pledged, { purpose: 'School kits for Class 4', reason: 'Purpose told by the donor.' }),
    );
    expect(kept.json()).toMatchObject({
      donorAddress: pledged.donorAddress,
      purpose: 'School kits for Class 4',
    });
    const cleared = await admin(
      'PUT',
      givingPaths.donation(pledged.id),
      correction(pledged, { donorAddress: '', purpose: '', reason: 'The address was another person’s.' }),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ donorAddress: null, purpose: null });
    const last = (await history(pledged.id)).at(-1);
    expect(last!.before).toMatchObject({ donorAddress: pledged.donorAddress });
    expect(last!.after).toMatchObject({ donorAddress: null });
  });

  it('refuses to correct a donation that has a live receipt: cancel and re-issue instead', async () => {
    const received = await receive((await pledge()).id, { receivedOn: '2026-06-10', mode: 'upi' });
    const response = await admin(
      'PUT',
      givingPaths.donation(received.id),
      correction(received, { amount: 1, reason: 'Typo' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(say.hasLiveReceipt);
  });

  it('cancel and re-issue: a new number that names the old, the old PDF stamped CANCELLED, Form 10BD carries the new', async () => {
    const received = await receive((await pledge({ fullName: 'Anand Kumar' })).id, {
      receivedOn: '2026-06-11',
      mode: 'upi',
      utr: '412345678999',
    });
    const old = received.receipts[0]!;
    const response = await admin('POST', givingPaths.reissue(old.id), {
      reason: 'The donor’s PAN was wrong.',
      correction: correction(received, {
        idCode: 'PAN',
        idNumber: 'PQRSX6789K',
        reason: 'The donor’s PAN was wrong.',
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const reissued = response.json() as Donation;
    expect(reissued.idMasked).toBe('XXXXX6789X');
    const [cancelled, replacement] = reissued.receipts;
    expect(cancelled).toMatchObject({ number: old.number, cancelReason: 'The donor’s PAN was wrong.' });
    expect(replacement).toMatchObject({ kind: '80g', replaces: old.number, cancelledAt: null });
    expect(replacement!.number).not.toBe(old.number);

    const oldText = await pdfText((await admin('GET', old.url)).rawPayload);
    expect(oldText).toContain('CANCELLED');
    expect(oldText).toContain(`Replaced by ${replacement!.number}`);
    expect(oldText).toContain('ABCDE1234F');
    // No purpose written for the gift: the receipt states the one the settings give its way to give.
    expect(oldText).toContain(`Purpose ${defaultPurposes['sponsor-a-school-kit']}`);
    const newText = await pdfText((await admin('GET', replacement!.url)).rawPayload);
    expect(newText).toContain(`Issued in place of ${old.number}`);
    expect(newText).toContain('PQRSX6789K');
    expect(newText).not.toContain('CANCELLED');

    const statement = (await admin('GET', givingPaths.form10bd('2026-27'))).json();
    expect(statement.csv).toContain('PQRSX6789K');
    expect((await history(received.id)).map((change) => change.action)).toEqual(['received', 'reissued']);
    expect((await admin('POST', givingPaths.reissue(old.id), { reason: 'Again' })).statusCode).toBe(409);
  });

  it('after a plain cancellation, a genuinely deductible gift gets its receipt again and is back in Form 10BD', async () => {
    const received = await receive((await pledge({ fullName: 'Kavya Iyer', pan: 'KAVYA1234I' })).id, {
      receivedOn: '2026-06-12',
      mode: 'bank-transfer',
      utr: 'SBIN126061212345',
    });
    await admin('POST', givingPaths.cancelReceipt(received.receipts[0]!.id), { reason: 'Issued by mistake' });
    expect((await admin('GET', givingPaths.form10bd('2026-27'))).json().csv).not.toContain('KAVYA1234I');
    const issued = await admin('POST', givingPaths.issue(received.id));
    expect(issued.statusCode, issued.body).toBe(200);
    expect(
      (issued.json() as Donation).receipts.filter((receipt) => receipt.cancelledAt === null),
    ).toHaveLength(1);
    expect((await admin('GET', givingPaths.form10bd('2026-27'))).json().csv).toContain('KAVYA1234I');
    expect((await admin('POST', givingPaths.issue(received.id))).statusCode).toBe(409);
  });

  it('cancels a pledge with a reason, once', async () => {
    const pledged = await pledge();
    const cancelled = await admin('POST', givingPaths.cancelPledge(pledged.id), {
      reason: 'Donor changed their mind',
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Donor changed their mind' });
    expect((await admin('POST', givingPaths.cancelPledge(pledged.id), { reason: 'Again' })).statusCode).toBe(
      409,
    );
    const receiving = await admin('POST', givingPaths.received(pledged.id), {
      receivedOn: '2026-06-12',
      mode: 'upi',
    });
    expect(receiving.statusCode).toBe(409);
    expect(receiving.json().error).toBe(say.pledgeCancelled);
  });

  it('must have 6: marks a year’s Form 10BD filed; a later change is flagged and listed for a revised statement', async () => {
    const received = await receive((await pledge({ fullName: 'Filed Donor', pan: 'FILED1234F' })).id, {
      receivedOn: '2026-06-20',
      mode: 'upi',
    });
    const refused = await admin('POST', givingPaths.form10bdFiled('2026-27'), { filedOn: '2027-05-10' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(say.acknowledgementRequired);
    const filed = await admin('POST', givingPaths.form10bdFiled('2026-27'), {
      filedOn: '2027-05-10',
      acknowledgement: '123456789012345',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json()).toMatchObject({
      filing: { filedOn: '2027-05-10', acknowledgement: '123456789012345', filedBy: 'admin@example.org' },
      changedSinceFiling: [],
      revisedCsv: null,
    });
    const listed = (await admin('GET', `${givingPaths.donations}?q=${received.reference}`)).json();
    expect(listed.donations[0].inFiledYear).toBe(true);

    const live = received.receipts[0]!;
    await admin('POST', givingPaths.reissue(live.id), {
      reason: 'The amount was ₹1,600.',
      correction: correction(received, { amount: 1600, reason: 'The amount was ₹1,600.' }),
    });
    const [, change] = await history(received.id);
    expect(change!.reason).toContain(say.filedYearChanged);
    const statement = (await admin('GET', givingPaths.form10bd('2026-27'))).json();
    expect(statement.changedSinceFiling).toEqual([
      expect.objectContaining({
        donorName: 'Filed Donor',
        identity: 'PAN XXXXX1234X',
        filedAmount: 1500,
        amountNow: 1600,
      }),
    ]);
    // The revised statement's file holds the changed row alone, as it is now, its ARN column left to fill.
    const lines = (statement.revisedCsv as string).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Sl\. No\.,Pre Acknowledgement Number,ID Code,/);
    expect(lines[1]).toMatch(/^1,,Permanent Account Number,FILED1234F,/);
    expect(lines[1]).toMatch(/,Filed Donor,.*,1600$/);
  });
});
