import { describe, expect, it } from 'vitest';
import {
  contentMessages as say,
  contentPaths,
  singleCollections,
  type SingleCollection,
} from '#shared/api/content';
import { defaultAbout, defaultSiteDetails, defaultVision } from '#shared/content/defaults/index';
import { defaultSiteContent } from '#shared/content/site-content';
import { testEngines, withTestApp } from '#server/testing/helpers';
import { contentClient } from './testing/content-client.ts';

const defaults: Record<SingleCollection, object> = defaultSiteContent;

describe.each(testEngines)('site content: site details, About and Vision & Mission on %s', (engine) => {
  const t = withTestApp(engine);

  const { get, put } = contentClient(t);

  it.each(Object.keys(singleCollections) as SingleCollection[])(
    '%s: a fresh install shows today’s texts; the administrator changes them',
    async (name) => {
      const { path } = singleCollections[name];
      expect(await get(path)).toEqual(defaults[name]);
      expect((await put(path, defaults[name], false)).statusCode).toBe(401);
    },
  );

  it('changes the site details: a new phone number and opening hours reach visitors at once', async () => {
    const changed = { ...defaultSiteDetails, phones: ['+91 99000 11111'], hours: 'Mon–Sat, 9 am to 6 pm' };
    const response = await put(contentPaths.site, changed);
    expect(response.statusCode).toBe(200);
    expect(await get(contentPaths.site)).toEqual(changed);
  });

  it('changes the vision statement and the mission paragraphs', async () => {
    const changed = { ...defaultVision, homeText: 'Every child learns.', mission: ['We teach.', 'We care.'] };
    expect((await put(contentPaths.vision, changed)).json()).toEqual(changed);
  });

  it.each([
    [
      'an e-mail address that is not one',
      contentPaths.site,
      { ...defaultSiteDetails, email: 'not-mail' },
      say.emailInvalid,
    ],
    [
      'a PIN code of 5 digits',
      contentPaths.site,
      { ...defaultSiteDetails, address: { ...defaultSiteDetails.address, postcode: '56000' } },
      say.postcodeInvalid,
    ],
    [
      'letters in a phone number',
      contentPaths.site,
      { ...defaultSiteDetails, phones: ['call me'] },
      say.phoneInvalid,
    ],
    [
      'a social link that runs script',
      contentPaths.site,
      { ...defaultSiteDetails, social: [{ network: 'facebook', href: 'javascript:alert(1)' }] },
      say.invalidUrl,
    ],
    [
      'an About text without paragraphs',
      contentPaths.about,
      { ...defaultAbout, paragraphs: [] },
      say.textRequired,
    ],
  ])('refuses %s (400, nothing changed)', async (_case, path, value, message) => {
    const before = await get(path);
    const response = await put(path, value);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(await get(path)).toEqual(before);
  });
});
