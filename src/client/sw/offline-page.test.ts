import { describe, expect, it } from 'vitest';
import { titleOf, withSeenPages } from './offline-page.ts';

const offlineHtml =
  '<main><h1>You are offline</h1><ul class="pages" data-seen-pages=""><li>No page is saved yet.</li></ul></main>';

/** Issue 29: the offline page says what is available, the pages this phone kept. */
describe('the offline page’s list of kept pages', () => {
  it('lists each kept page by its title, linked to its address', () => {
    const html = withSeenPages(offlineHtml, [
      { path: '/team', title: 'Our Team – Gurukul' },
      { path: '/kn/vision', title: 'ದೃಷ್ಟಿ &amp; ಧ್ಯೇಯ' },
    ]);
    expect(html).toContain(
      '<ul class="pages" data-seen-pages=""><li><a href="/team">Our Team – Gurukul</a></li><li><a href="/kn/vision">ದೃಷ್ಟಿ &amp; ಧ್ಯೇಯ</a></li></ul>',
    );
    expect(html).not.toContain('No page is saved yet.');
  });

  it('keeps the page’s own “none yet” when nothing is kept', () => {
    expect(withSeenPages(offlineHtml, [])).toBe(offlineHtml);
  });

  it('reads a kept page’s title as the page escaped it, else names it by its address', () => {
    expect(titleOf('<head><title>Donate &amp; Get Involved</title></head>', '/donate')).toBe(
      'Donate &amp; Get Involved',
    );
    expect(titleOf('<p>no title</p>', '/a"<b>')).toBe('/a&quot;&lt;b&gt;');
  });
});
