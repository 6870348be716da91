import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSiteContent } from '#shared/content/site-content';
import { APP_ICONS, APP_SCREENSHOTS, appManifest, shortNameOf } from './app-manifest.ts';

const publicDir = path.resolve(import.meta.dirname, '../../../public');

/** Width x height of a PNG file, from its header. */
function pngSize(file: string): string {
  const body = fs.readFileSync(file);
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

/** Issue 29: an installable app's manifest, from the site's details the administrator edits. */
describe('the web app manifest', () => {
  it('has what installing asks for: names, start address, standalone display, colours, icons, screenshots', () => {
    const manifest = JSON.parse(appManifest(defaultSiteContent.site)) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: defaultSiteContent.site.name,
      short_name: shortNameOf(defaultSiteContent.site.name),
      description: defaultSiteContent.site.tagline,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(APP_ICONS.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable', '180x180 any']),
    );
    expect(APP_SCREENSHOTS.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  });

  it('takes the name and tagline the administrator wrote', () => {
    const site = { ...defaultSiteContent.site, name: 'Sri Vidya Gurukul Trust', tagline: 'Learning for all' };
    const manifest = JSON.parse(appManifest(site)) as {
      name: string;
      short_name: string;
      description: string;
    };
    expect(manifest).toMatchObject({ name: 'Sri Vidya Gurukul Trust', description: 'Learning for all' });
    expect(manifest.short_name).toBe('Sri');
    expect(shortNameOf('Gurukul')).toBe('Gurukul');
    expect(shortNameOf('Gurukulashrama Foundation')).toBe('Gurukulashra');
  });

  it('names icons that exist at the sizes it says', () => {
    for (const icon of APP_ICONS) {
      const file = path.join(publicDir, icon.src);
      expect(fs.existsSync(file), icon.src).toBe(true);
      if (icon.type === 'image/png') expect(pngSize(file), icon.src).toBe(icon.sizes);
    }
    for (const shot of APP_SCREENSHOTS)
      expect(fs.existsSync(path.join(publicDir, shot.src)), shot.src).toBe(true);
  });
});
