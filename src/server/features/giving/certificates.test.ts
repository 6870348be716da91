import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { givingPaths } from '#shared/api/giving';
import {
  certificateMessages,
  certificatePaths,
  unmatchedTexts,
  type CertificateUpload,
  type CertificateYear,
} from '#shared/api/giving-certificates';
import { SITE, testEngines, withTestApp } from '#server/testing/helpers';
import { startTestSmtp, type TestSmtp } from '../mail/testing/smtp-test-server.ts';
import { createMailer } from '../mail/mailer.ts';
import { createCertificateMail } from './certificates-mail.ts';
import { donationApi } from './testing/donation-api.ts';
import { openGiving } from './testing/giving-fixtures.ts';
import { aadhaarWith, certificatePdf, uploadForm, zipOf } from './testing/certificate-pdfs.ts';

const clock = new Date('2027-04-20T06:00:00Z');
const arjunAadhaar = aadhaarWith('23456789012');

/** The year's four donors with an 80G receipt: two by PAN, one by Aadhaar, one whose certificate has a typo. */
const donors = [
  { fullName: 'Meera Rao', email: 'meera@example.org', pan: 'ABCDE1234F' },
  { fullName: 'Kavya Iyer', email: 'kavya@example.org', pan: 'KAVYI4321K' },
  { fullName: 'Arjun Shetty', email: 'arjun@example.org', aadhaar: arjunAadhaar },
  { fullName: 'Ravi Kumar', email: 'ravi@example.org', pan: 'RAVIK5678R' },
];

/** What the portal printed for each: a PAN as it is (one with another spacing of the name), an Aadhaar number masked, and a PAN with a typo that matches nobody. */
const printed = [
  { donorName: 'MEERA RAO', identity: 'ABCDE1234F' },
  { donorName: 'Kavya  Iyer.', identity: 'KAVYI4321K' },
  { donorName: 'ARJUN SHETTY', identity: `XXXX XXXX ${arjunAadhaar.slice(-4)}` },
  { donorName: 'RAVI KUMAR', identity: 'RAVIK5679R' },
];

describe.each(testEngines)('Form 10BE certificates reach their donors, on %s', (engine) => {
  const env: Record<string, string> = { FORM_RATE_LIMIT_PER_MINUTE: '1000' };
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp.close());
  const t = withTestApp(engine, env, { startMailWorker: false, now: () => clock });
  beforeAll(() => openGiving(t.app, t.cookie));
  const { admin, pledge, receive } = donationApi(t);

  /** The donors' gifts of a financial year, received and given their 80G receipts. */
  async function giveInYear(receivedOn: string) {
    for (const donor of donors) {
      const made = await pledge({
        fullName: donor.fullName,
        email: donor.email,
        amount: 2500,
        wantsReceipt: Boolean(donor.pan),
        pan: donor.pan ?? '',
      });
      await receive(made.id, {
        receivedOn,
        mode: 'upi',
        utr: `4${String(made.id).padStart(3, '0')}${receivedOn.replace(/-/g, '')}`,
        ...(donor.aadhaar ? { idCode: 'Aadhaar', idNumber: donor.aadhaar } : {}),
      });
    }
  }

  const certificates = (year: string) =>
    Promise.all(printed.map((entry) => certificatePdf({ ...entry, year, amount: 2500 })));

  const upload = (year: string, files: { name: string; bytes: Uint8Array }[]) =>
    t.app.inject({
      method: 'POST',
      url: certificatePaths.year(year),
      headers: { cookie: t.cookie, origin: SITE },
      payload: uploadForm(files),
    });

  const yearOf = async (year: string) =>
    (await admin('GET', certificatePaths.year(year))).json() as CertificateYear;

  const mailsTo = async (address: string, subjectPart: string): Promise<ParsedMail[]> =>
    (await smtp.parsed()).filter(
      (mail) => (mail.to as { text: string }).text === address && mail.subject?.includes(subjectPart),
    );

  it('a zip of four: three matched by identity and name, one unmatched, matched by hand, each mailed once with its PDF', async () => {
    await giveInYear('2026-06-01');
    const filed = await admin('POST', givingPaths.form10bdFiled('2026-27'), {
      filedOn: '2027-04-15',
      acknowledgement: 'ACK20270415',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const pdfs = await certificates('2026-27');
    const zip = zipOf(Object.fromEntries(pdfs.map((pdf, index) => [`certificate-${index + 1}.pdf`, pdf])));

    const uploaded = await upload('2026-27', [{ name: 'form-10be-2026-27.zip', bytes: zip }]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json<CertificateUpload>()).toEqual({
      added: 4,
      alreadyUploaded: 0,
      matched: 3,
      unmatched: 1,
    });

    let year = await yearOf('2026-27');
    expect(year.counts).toEqual({
      uploaded: 4,
      matched: 3,
      unmatched: 1,
      mailed: 0,
      handedOver: 0,
      notDelivered: 3,
    });
    expect(year.donorsWithout).toBe(4);
    expect(year.deadline).toBe('2027-05-31');
    expect(year.statementFiledOn).toBe('2027-04-15');
    const byFile = (name: string) => year.certificates.find((c) => c.fileName.endsWith(name))!;
    expect(byFile('certificate-1.pdf')).toMatchObject({
      fileName: 'form-10be-2026-27.zip › certificate-1.pdf',
      status: 'matched',
      matchedBy: 'identity',
      nameOnCertificate: 'MEERA RAO',
      identityOnCertificate: 'XXXXX1234X',
      donor: { name: 'Meera Rao', identity: 'PAN XXXXX1234X' },
    });
    expect(byFile('certificate-2.pdf')).toMatchObject({ status: 'matched', donor: { name: 'Kavya Iyer' } });
    expect(byFile('certificate-3.pdf')).toMatchObject({
      status: 'matched',
      matchedBy: 'aadhaar-last-four',
      donor: { name: 'Arjun Shetty', identity: `Aadhaar XXXXXXXX${arjunAadhaar.slice(-4)}` },
    });
    const typo = byFile('certificate-4.pdf');
    expect(typo).toMatchObject({ status: 'unmatched', donor: null, unmatchedReason: unmatchedTexts.noDonor });

    // A wrong match undone before it is mailed, then made again by hand.
    const kavya = byFile('certificate-2.pdf');
    const undone = await admin('POST', certificatePaths.unmatch(kavya.id));
    expect(undone.json()).toMatchObject({ status: 'unmatched', unmatchedReason: unmatchedTexts.undone });
    const rematched = await admin('POST', certificatePaths.match(kavya.id), {
      donationId: kavya.donor!.donationId,
    });
    expect(rematched.json()).toMatchObject({
      status: 'matched',
      matchedBy: 'manual',
      donor: { name: 'Kavya Iyer' },
    });

    const queued = await admin('POST', certificatePaths.mail('2026-27'));
    expect(queued.json()).toEqual({ queued: 3 });
    for (const address of ['meera@example.org', 'kavya@example.org', 'arjun@example.org'])
      await expect.poll(async () => (await mailsTo(address, 'certificate')).length).toBe(1);
    const [meera] = await mailsTo('meera@example.org', 'certificate');
    expect(meera!.subject).toBe(
      'Your certificate of donation (Form No. 114) for 2026-27 from Gurukul Educational and Charitable Trust',
    );
    expect(meera!.text).toContain('financial year 2026-27');
    expect(meera!.text).toContain(
      'you claim the deduction under section 133 of the Income-tax Act, 2025 with it',
    );
    expect(meera!.html).toContain('claim the deduction');
    expect(meera!.attachments).toHaveLength(1);
    expect(meera!.attachments[0]).toMatchObject({
      filename: 'Form-114-2026-27.pdf',
      contentType: 'application/pdf',
    });
    expect(Buffer.compare(meera!.attachments[0]!.content, pdfs[0]!)).toBe(0);

    // Mailed: its match can no longer be undone.
    const late = await admin('POST', certificatePaths.unmatch(byFile('certificate-1.pdf').id));
    expect(late.statusCode).toBe(409);

    // The unmatched one, matched by hand to the donor the administrator picks, then mailed.
    const ravi = year.donors.find((donor) => donor.name === 'Ravi Kumar')!;
    expect(ravi).toMatchObject({ identity: 'PAN XXXXX5678X', hasEmail: true, delivered: false });
    const notADonor = await admin('POST', certificatePaths.match(typo.id), { donationId: 999_999 });
    expect(notADonor.statusCode).toBe(400);
    const matched = await admin('POST', certificatePaths.match(typo.id), { donationId: ravi.donationId });
    expect(matched.json()).toMatchObject({
      status: 'matched',
      matchedBy: 'manual',
      donor: { name: 'Ravi Kumar' },
    });
    expect((await admin('POST', certificatePaths.mail('2026-27'))).json()).toEqual({ queued: 1 });
    await expect.poll(async () => (await mailsTo('ravi@example.org', 'certificate')).length).toBe(1);

    await expect.poll(async () => (await yearOf('2026-27')).counts.mailed).toBe(4);
    year = await yearOf('2026-27');
    expect(year.counts.notDelivered).toBe(0);
    expect(year.donorsWithout).toBe(0);
    expect(year.certificates.every((certificate) => certificate.status === 'mailed')).toBe(true);
    // Nothing is left to mail, and the same zip again adds nothing.
    expect((await admin('POST', certificatePaths.mail('2026-27'))).statusCode).toBe(409);
    const again = await upload('2026-27', [{ name: 'again.zip', bytes: zip }]);
    expect(again.json()).toEqual({ added: 0, alreadyUploaded: 4, matched: 0, unmatched: 0 });
    for (const donor of donors) expect(await mailsTo(donor.email, 'certificate')).toHaveLength(1);
  });

  it('separate PDFs of an earlier year: Form 10BE under the 1961 Act, and a second instance never mails one twice', async () => {
    await giveInYear('2025-07-01');
    const pdfs = await certificates('2025-26');
    const uploaded = await upload(
      '2025-26',
      pdfs.map((bytes, index) => ({ name: `10BE-${index + 1}.pdf`, bytes })),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json<CertificateUpload>()).toEqual({
      added: 4,
      alreadyUploaded: 0,
      matched: 3,
      unmatched: 1,
    });
    const year = await yearOf('2025-26');
    expect(year.statementFiledOn).toBeNull();
    expect(year.certificates.find((c) => c.fileName === '10BE-4.pdf')).toMatchObject({ status: 'unmatched' });

    // Two more instances on the same database and a slow SMTP server: each mail goes out once.
    const slow = await startTestSmtp({ acceptDelayMs: 300 });
    const mailers = [0, 1].map(() => createMailer({ smtpUrl: slow.url, outboxDir: '' }));
    const instances = mailers.map((mailer) =>
      createCertificateMail({
        db: t.db,
        mailer,
        mailFrom: 'Gurukul <noreply@example.org>',
        storage: t.app.storage,
        dataKey: t.app.dataKey,
        log: t.app.log,
      }),
    );
    await t.db
      .updateTable('donation_certificates')
      .set({ mail_queued_at: clock.toISOString() })
      .where('financial_year', '=', '2025-26')
      .where('donation_id', 'is not', null)
      .execute();
    await Promise.all([...instances.map((queue) => queue.kick()), ...instances.map((queue) => queue.kick())]);
    const counts = slow.countsByRecipient();
    for (const address of ['meera@example.org', 'kavya@example.org', 'arjun@example.org'])
      expect(counts.get(address)).toBe(1);
    expect(counts.get('ravi@example.org')).toBeUndefined();
    const [mail] = (await slow.parsed()).filter(
      (found) => (found.to as { text: string }).text === 'meera@example.org',
    );
    expect(mail!.subject).toBe(
      'Your certificate of donation (Form 10BE) for 2025-26 from Gurukul Educational and Charitable Trust',
    );
    expect(mail!.text).toContain('section 80G of the Income-tax Act, 1961');
    for (const mailer of mailers) mailer.close();
    await slow.close();
    expect((await yearOf('2025-26')).counts.mailed).toBe(3);
  });

  it('a certificate given by hand counts as delivered and can be undone; one uploaded by mistake is removed, a delivered one never', async () => {
    let year = await yearOf('2025-26');
    const unmatched = year.certificates.find((c) => c.fileName === '10BE-4.pdf')!;
    const mailed = year.certificates.find((c) => c.status === 'mailed')!;
    const ravi = year.donors.find((donor) => donor.name === 'Ravi Kumar')!;

    // Matched by hand, then given to Ravi at the office instead of mailed.
    expect(
      (await admin('POST', certificatePaths.match(unmatched.id), { donationId: ravi.donationId })).statusCode,
    ).toBe(200);
    const handed = await admin('POST', certificatePaths.handOver(unmatched.id));
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json()).toMatchObject({ status: 'handed-over', handedOverAt: clock.toISOString() });
    year = await yearOf('2025-26');
    expect(year.counts).toMatchObject({ mailed: 3, handedOver: 1, notDelivered: 0 });
    expect(year.donorsWithout).toBe(0);
    expect(year.donors.find((donor) => donor.name === 'Ravi Kumar')!.delivered).toBe(true);
    // Given: nothing is left to mail, and its match stays as it is.
    expect((await admin('POST', certificatePaths.mail('2025-26'))).statusCode).toBe(409);
    const unmatchHanded = await admin('POST', certificatePaths.unmatch(unmatched.id));
    expect(unmatchHanded.statusCode).toBe(409);
    expect(unmatchHanded.json().error).toBe(certificateMessages.handedOver);

    // Recorded by mistake: undone, it waits to be mailed again.
    const undone = await admin('DELETE', certificatePaths.handOver(unmatched.id));
    expect(undone.json()).toMatchObject({ status: 'matched', handedOverAt: null });
    expect((await admin('DELETE', certificatePaths.handOver(unmatched.id))).statusCode).toBe(409);
    expect((await yearOf('2025-26')).counts).toMatchObject({ handedOver: 0, notDelivered: 1 });

    // Another year's certificate uploaded here by mistake: removed with its file; a delivered one is kept.
    const stray = await certificatePdf({
      donorName: 'SOMEONE ELSE',
      identity: 'ZZZZZ9999Z',
      year: '2024-25',
      amount: 100,
    });
    expect((await upload('2025-26', [{ name: 'stray.pdf', bytes: stray }])).statusCode).toBe(201);
    const strayRow = (await yearOf('2025-26')).certificates.find((c) => c.fileName === 'stray.pdf')!;
    const storageKey = (
      await t.db
        .selectFrom('donation_certificates')
        .select('storage_key')
        .where('id', '=', strayRow.id)
        .executeTakeFirstOrThrow()
    ).storage_key;
    const removed = await admin('DELETE', certificatePaths.certificate(strayRow.id));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: certificateMessages.removed });
    expect((await yearOf('2025-26')).certificates.some((c) => c.id === strayRow.id)).toBe(false);
    expect(await t.app.storage.readBuffer(`receipts/${storageKey}`)).toBeUndefined();
    expect((await admin('DELETE', certificatePaths.certificate(strayRow.id))).statusCode).toBe(404);
    // The same file can be uploaded again once removed.
    expect((await upload('2025-26', [{ name: 'stray.pdf', bytes: stray }])).json()).toMatchObject({
      added: 1,
    });

    const keep = await admin('DELETE', certificatePaths.certificate(mailed.id));
    expect(keep.statusCode).toBe(409);
    expect(keep.json().error).toBe(certificateMessages.mailedNotRemoved);
  });
});
