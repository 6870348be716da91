// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type { DrawnNotifications } from '#shared/api/notifications';
import { defaultSiteContent } from '#shared/content/site-content';
import { languages } from '#shared/i18n/languages';
import { EMBEDDED_CONTENT_ID } from '../lib/site-content.tsx';
import { renderSite } from './render-site.tsx';
import { testManifest, testTemplate } from './testing/build-fixtures.ts';

/**
 * Issue 31, must have 2: the home page carries its latest notifications in its HTML, in each of its four
 * languages, and embeds them for the island to hydrate with; readers without JavaScript see them.
 */

const notifications: DrawnNotifications = {
  items: [
    {
      id: 7,
      title: 'NMMS results are out',
      description: 'Dear parents\n* 12 students passed',
      date: '2026-03-20',
      notification_date: '2026-03-20T04:00:00.000Z',
    },
    {
      id: 3,
      title: 'Holiday <Holi> & more',
      description: 'School closed',
      date: '2026-03-13',
      notification_date: '2026-03-13T05:30:00.000Z',
    },
  ],
  at: '2026-03-21',
};

const homeOf = (language: string) => (language === 'en' ? 'index.html' : `${language}/index.html`);

/** The `#site-content` block the page carries for hydration. */
function embedded(html: string): { notifications?: DrawnNotifications } {
  const block = new RegExp(`<script type="application/json" id="${EMBEDDED_CONTENT_ID}">(.*?)</script>`);
  return JSON.parse(html.match(block)![1]!) as { notifications?: DrawnNotifications };
}

let site: Map<string, string>;
beforeAll(async () => {
  const files = await renderSite({
    content: defaultSiteContent,
    pages: [],
    notifications,
    template: testTemplate,
    manifest: testManifest,
    siteUrl: 'https://gurukul.example.org',
  });
  site = new Map(files.map((file) => [file.path, String(file.body)]));
}, 300_000);

describe('issue 31: the home page drawn with its latest notifications', () => {
  it.each(languages)(
    'the %s home page holds each notification’s title, date, days ago and bullets',
    (language) => {
      const html = site.get(homeOf(language))!;
      const section = html.slice(html.indexOf('id="notifications"'));
      expect(section).toContain('NMMS results are out');
      expect(section).toContain('Holiday &lt;Holi&gt; &amp; more');
      expect(section).toContain('<li>12 students passed</li>');
      expect(section).toContain('dateTime="2026-03-20T04:00:00.000Z"');
      // Newest first, and no loading state: the list is there before any script.
      expect(section.indexOf('NMMS results')).toBeLessThan(section.indexOf('Holiday'));
      expect(html).not.toContain('Loading notifications...');
    },
  );

  it('counts the days from when it was rendered and writes the English date in Indian English', () => {
    const html = site.get('index.html')!;
    expect(html).toContain('20 March 2026');
    expect(html).toContain('1 day ago');
    expect(html).toContain('8 days ago');
  });

  it('embeds the notifications it was drawn with, for the island to hydrate from', () => {
    for (const language of languages) {
      expect(embedded(site.get(homeOf(language))!).notifications).toEqual(notifications);
    }
  });

  it('draws them on the home page only', () => {
    expect(embedded(site.get('gallery/index.html')!).notifications).toBeUndefined();
    expect(site.get('vision/index.html')).not.toContain('NMMS results are out');
  });
});
