// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from './render-page.tsx';

const islandsOf = (html: string) => [...html.matchAll(/data-island="([a-z-]+)"/g)].map((match) => match[1]);

describe('public pages rendered as HTML with islands (decision 011)', () => {
  it('/team: only the header, scroll-to-top and the partners’ carousel are islands; the cards are HTML', async () => {
    const html = await render('/team');
    expect(islandsOf(html)).toEqual(['site-chrome', 'collaboration-carousel', 'scroll-to-top']);
    expect(html).toContain('Founder');
  });

  it('writes an island’s props into the page for the browser', async () => {
    const html = await render('/volunteer-teacher');
    const props = html.match(/data-island="interest-form" data-when="interaction" data-props="([^"]*)"/)?.[1];
    expect(JSON.parse(props!.replace(/&quot;/g, '"'))).toEqual({
      action: 'Volunteer as a Teacher',
      defaultRoles: ['teacher'],
      headingLevel: 2,
    });
  });

  it('renders each island as a tree of its own, with ids of its own prefix', async () => {
    const html = await render('/contact-us');
    const island = html.slice(html.indexOf('data-island="contact-form"'));
    expect(island).toMatch(/id="_contact-form-R[^"]*-name"/);
  });
});
