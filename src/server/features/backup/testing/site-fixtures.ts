import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { givingPaths, type Donation } from '#shared/api/giving';
import { decrypt, encrypt, openBytes } from '#server/db/sealed-values';
import sharp from 'sharp';
import { defaultGivingSettings } from '#server/features/giving/giving-settings.service';
import { SITE, type TestApp } from '#server/testing/helpers';
import { storageFolders } from '#server/storage/storage';
import { saveSchedule } from '../backup-schedule.ts';

/** A site with one of each thing a backup must bring back, made through the app as its staff would. */
export async function fillSite(t: TestApp, cookie: string): Promise<void> {
  const send = async (method: 'POST' | 'PUT', url: string, payload: object, status: number) => {
    const response = await t.app.inject({ method, url, headers: { cookie, origin: SITE }, payload });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
    return response;
  };
  await send(
    'POST',
    '/api/content/pages',
    { title: 'Annual day', slug: 'annual-day', status: 'published', body: '<p>Songs and plays</p>' },
    201,
  );
  await send('POST', '/api/add_notification', { title: 'Exams', description: 'Exams start on Monday' }, 201);
  const form = new FormData();
  form.append('mediaCategory', 'ISRO Show');
  form.append('mediaType', 'Photo');
  form.append('altText', 'Trees planted on the school grounds');
  form.append('children', 'no');
  const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3a7d44' } })
    .jpeg()
    .toBuffer();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'trees.jpg');
  const photo = await t.app.inject({
    method: 'POST',
    url: '/api/submit_media',
    headers: { cookie, origin: SITE },
    payload: form,
  });
  expect(photo.statusCode, photo.body).toBe(201);
  await t.app.mediaJobs.drain();
  const subscribed = await t.app.inject({
    method: 'POST',
    url: '/api/add_subscription',
    payload: { email: 'asha@example.org', role: 'parent' },
  });
  expect(subscribed.statusCode, subscribed.body).toBe(201);
  await send(
    'PUT',
    givingPaths.settings,
    {
      ...defaultGivingSettings,
      upiId: 'gurukul@sbi',
      pan: 'AAATG1234Q',
      urn: 'AAATG1234QF20214',
      urnIssuedOn: '2021-09-24',
      urnValidFrom: '2021-09-24',
      urnValidUntil: '2031-03-31',
      signatory: { name: 'Lakshmi Narayan', designation: 'Managing Trustee' },
    },
    200,
  );
  await send(
    'POST',
    givingPaths.donations,
    {
      action: 'sponsor-a-child',
      amount: 12_000,
      fullName: 'Arjun Shetty',
      email: 'arjun@example.org',
      donorAddress: 'Mysuru',
      receivedOn: '2026-06-01',
      mode: 'bank-transfer',
      idCode: 'PAN',
      idNumber: 'ABCDE1234F',
    },
    201,
  );
  // A file of several chunks and pieces, as a video's original is: streamed, never held whole.
  await t.app.storage.put('originals/long-video.mp4', randomBytes(700 * 1024), { contentType: 'video/mp4' });
  await t.db
    .updateTable('admins')
    .set({ totp_secret: encrypt(t.app.dataKey, 'JBSWY3DPEHPK3PXP') })
    .execute();
  await saveSchedule(t.db, t.app.dataKey, { frequency: 'off', keep: 5, passphrase: 'scheduled passphrase' });
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * What visitors and staff see of the site, read through the app and its database with its own data key:
 * the same snapshot from two installs means the same site.
 */
export async function siteSnapshot(t: TestApp, cookie: string) {
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response;
  };
  const { donations } = (await get(givingPaths.donations)).json() as { donations: Donation[] };
  const receiptPdfs = await Promise.all(
    donations.flatMap((donation) =>
      donation.receipts.map(async (receipt) => sha256((await get(receipt.url)).rawPayload)),
    ),
  );
  const files: Record<string, string> = {};
  for (const folder of storageFolders.filter((name) => name !== 'backups')) {
    for (const { key } of await t.app.storage.list(folder)) {
      files[key] = sha256(openBytes(t.app.dataKey, (await t.app.storage.readBuffer(key))!));
    }
  }
  const key = t.app.dataKey;
  return {
    pages: await t.db
      .selectFrom('pages')
      .select(['id', 'slug', 'data', 'status', 'updated_at'])
      .orderBy('id')
      .execute(),
    notifications: (await get('/api/get_notifications')).json(),
    media: (await get('/api/images?category=All')).json(),
    subscribers: await t.db
      .selectFrom('subscriptions')
      .select(['id', 'email', 'status'])
      .orderBy('id')
      .execute(),
    donations: donations.map(({ receipts, ...donation }) => ({
      ...donation,
      receipts: receipts.map((r) => r.number),
    })),
    idNumbers: (await t.db.selectFrom('donations').select('id_number').execute()).map(
      (row) => row.id_number && decrypt(key, row.id_number),
    ),
    totpSecrets: (await t.db.selectFrom('admins').select('totp_secret').execute()).map(
      (row) => row.totp_secret && decrypt(key, row.totp_secret),
    ),
    receiptPdfs,
    files,
  };
}
