import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installMatchMedia, type MediaController } from '#client/features/home/testing/browser-fakes.ts';
import { renderAt } from '#client/features/home/testing/render.tsx';
import { defaultSiteContent } from '#shared/content/site-content';
import { defaultMenus } from '#shared/content/defaults/menus';
import { publicMenus, type Menus } from '#shared/content/menus';
import { SiteContentProvider } from '#client/lib/site-content.tsx';
import { MOBILE_QUERY, MainNav } from './main-nav.tsx';

let media: MediaController;

afterEach(() => {
  cleanup();
  media.restore();
});

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const dropdownButton = (name: string) => within(nav()).getByRole('button', { name });

describe('main menu: the whole tree of SPEC "Navigation bar"', () => {
  beforeEach(() => {
    media = installMatchMedia({ [MOBILE_QUERY]: false });
  });

  it('has every top-level entry in order', () => {
    renderAt(<MainNav />);
    const topLevel = within(nav())
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement?.id === 'main-menu')
      .map((item) => item.firstElementChild?.textContent);
    expect(topLevel).toEqual([
      'Home',
      'About',
      'Programs',
      'Gallery',
      'Donate',
      'Get Involved',
      'Participate',
      'News & Stories',
    ]);
  });

  it('leads each item to its page, or to a Coming Soon page of its own when there is none', () => {
    renderAt(<MainNav />);
    const href = (name: string | RegExp) =>
      within(nav()).getByRole('link', { name, hidden: true }).getAttribute('href');
    expect(href('Home')).toBe('/');
    expect(href('Vision & Mission')).toBe('/vision');
    expect(href('Our Philosophy')).toBe('/coming-soon/our-philosophy');
    expect(href('Team')).toBe('/team');
    expect(href('Financials')).toBe('/coming-soon/financials');
    expect(href('Reports')).toBe('/coming-soon/reports');
    expect(href('Contact Us')).toBe('/contact-us');
    expect(href('Gallery')).toBe('/gallery');
    expect(href('Seminar/Workshop')).toBe('/workshops');
    expect(href('NMMS')).toBe('/coming-soon/nmms');
    expect(href('Satvik Aahar')).toBe('/coming-soon/satvik-aahar');
    expect(href('Hoop Art Mastery')).toBe('/coming-soon/hoop-art-mastery');
    expect(href('IT Techs')).toBe('/coming-soon/it-techs');
    // Issue 25, must have 7: each Donate item opens its own action's pledge form.
    for (const [item, action] of [
      ['Sponsor a child', 'sponsor-a-child'],
      ['Sponsor a school kit', 'sponsor-a-school-kit'],
      ['Sponsor Books and Study materials', 'sponsor-books-and-study-materials'],
      ['Way to Give (Money)', 'way-to-give-money'],
    ]) {
      expect(href(item!)).toBe(`/donate#${action}`);
    }
    expect(href('Volunteer as a Teacher')).toBe('/volunteer-teacher');
    expect(href('Join as an Intern')).toBe('/join-intern');
    expect(href('Volunteer as a Mentor')).toBe('/volunteer-mentor');
    expect(href('Participate')).toBe('/participate');
    expect(href('Notification')).toBe('/#notifications');
    expect(href('Newsletters')).toBe('/coming-soon/newsletters');
    expect(href('Our Books')).toBe('/coming-soon/our-books');
    expect(href('Magazines')).toBe('/coming-soon/magazines');
  });

  it('issue 25, must have 1: draws the menus as the administrator edited them', () => {
    const [home, about, ...rest] = defaultMenus.header;
    const edited: Menus = {
      ...defaultMenus,
      header: [
        about!,
        { ...home!, label: 'Start' },
        ...rest.map((item) =>
          item.id === 'programs'
            ? {
                ...item,
                children: item.children.map((group) =>
                  group.id === 'education'
                    ? {
                        ...group,
                        children: [
                          ...group.children.filter((leaf) => leaf.id !== 'stem'),
                          { ...group.children[0]!, id: 'stem', hidden: true },
                          {
                            id: 'annual-report',
                            label: 'Annual Report 2025',
                            leadsTo: 'link' as const,
                            to: '/annual-report-2025',
                            hidden: false,
                            children: [],
                          },
                          {
                            id: 'exam-results',
                            label: 'Exam results',
                            leadsTo: 'link' as const,
                            to: '/exam-results',
                            hidden: false,
                            children: [],
                          },
                        ],
                      }
                    : group,
                ),
              }
            : item,
        ),
      ],
    };
    // Annual Report 2025 is published; Exam results is still a draft.
    const menus = publicMenus(edited, new Set(['annual-report-2025']));
    renderAt(
      <SiteContentProvider value={{ content: { ...defaultSiteContent, menus } }}>
        <MainNav />
      </SiteContentProvider>,
    );
    const href = (name: string) =>
      within(nav()).getByRole('link', { name, hidden: true }).getAttribute('href');
    expect(href('Start')).toBe('/');
    expect(within(nav()).queryByRole('link', { name: 'Home', hidden: true })).toBeNull();
    expect(href('Annual Report 2025')).toBe('/annual-report-2025');
    expect(href('Exam results')).toBe('/coming-soon/exam-results');
    expect(within(nav()).queryByRole('link', { name: 'STEM', hidden: true })).toBeNull();
    const topLevel = within(nav())
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement?.id === 'main-menu')
      .map((item) => item.firstElementChild?.textContent);
    expect(topLevel.slice(0, 2)).toEqual(['About', 'Start']);
  });

  it('opens Blogs in a new tab and keeps CSR Collaborations, Career and Partner with us as plain text', () => {
    renderAt(<MainNav />);
    const blogs = within(nav()).getByRole('link', { name: /^Blogs/, hidden: true });
    expect(blogs).toHaveAttribute('target', '_blank');
    expect(blogs).toHaveAttribute('rel', expect.stringContaining('noopener'));
    for (const text of ['CSR Collaborations', 'Career', 'Partner with us']) {
      expect(within(nav()).getByText(text).closest('a')).toBeNull();
    }
  });

  it('on wide screens opens a dropdown when keyboard focus enters it and closes it when focus leaves', async () => {
    const user = userEvent.setup();
    renderAt(<MainNav />);
    await user.tab(); // Menu toggle (hidden by CSS on wide screens)
    await user.tab(); // Home
    await user.tab(); // About
    expect(dropdownButton('About')).toHaveFocus();
    expect(dropdownButton('About')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(nav()).getByRole('link', { name: 'Vision & Mission' })).toHaveFocus();
    for (let i = 0; i < 6; i += 1) await user.tab();
    expect(dropdownButton('Programs')).toHaveFocus();
    expect(dropdownButton('About')).toHaveAttribute('aria-expanded', 'false');
    expect(dropdownButton('Programs')).toHaveAttribute('aria-expanded', 'true');
  });

  it('on wide screens a click toggles a dropdown rather than fighting the focus it gives', async () => {
    const user = userEvent.setup();
    renderAt(<MainNav />);
    await user.click(dropdownButton('Donate'));
    expect(dropdownButton('Donate')).toHaveAttribute('aria-expanded', 'true');
    await user.click(dropdownButton('Donate'));
    expect(dropdownButton('Donate')).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the open dropdown and returns focus to its button; ArrowDown opens it on the first item', async () => {
    const user = userEvent.setup();
    renderAt(<MainNav />);
    dropdownButton('Get Involved').focus();
    await user.keyboard('{Escape}');
    expect(dropdownButton('Get Involved')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(dropdownButton('Get Involved')).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Volunteer as a Teacher' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(dropdownButton('Get Involved')).toHaveAttribute('aria-expanded', 'false');
    expect(dropdownButton('Get Involved')).toHaveFocus();
  });
});

describe('main menu at 768 px and narrower', () => {
  beforeEach(() => {
    media = installMatchMedia({ [MOBILE_QUERY]: true });
  });

  it('a toggle button shows and hides the menu', async () => {
    const user = userEvent.setup();
    renderAt(<MainNav />);
    const toggle = within(nav()).getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-controls', 'main-menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('main-menu')).not.toHaveAttribute('data-open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('main-menu')).toHaveAttribute('data-open', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('dropdowns open and close on click, one at a time, and focus alone opens none', async () => {
    const user = userEvent.setup();
    renderAt(<MainNav />);
    await user.click(within(nav()).getByRole('button', { name: 'Menu' }));
    await user.tab();
    await user.tab();
    expect(dropdownButton('About')).toHaveFocus();
    expect(dropdownButton('About')).toHaveAttribute('aria-expanded', 'false');
    await user.click(dropdownButton('About'));
    expect(dropdownButton('About')).toHaveAttribute('aria-expanded', 'true');
    await user.click(dropdownButton('Programs'));
    expect(dropdownButton('Programs')).toHaveAttribute('aria-expanded', 'true');
    expect(dropdownButton('About')).toHaveAttribute('aria-expanded', 'false');
    await user.click(dropdownButton('Programs'));
    expect(dropdownButton('Programs')).toHaveAttribute('aria-expanded', 'false');
  });

  it('resizing wider than 768 px closes the open dropdown and the menu', async () => {
    const user = userEvent.setup();
    renderAt(<MainNav />);
    await user.click(within(nav()).getByRole('button', { name: 'Menu' }));
    await user.click(dropdownButton('Donate'));
    expect(dropdownButton('Donate')).toHaveAttribute('aria-expanded', 'true');
    act(() => media.set(MOBILE_QUERY, false));
    expect(dropdownButton('Donate')).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes an open dropdown first, then the menu, returning focus each time', async () => {
    const user = userEvent.setup();
    renderAt(<MainNav />);
    const toggle = within(nav()).getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(dropdownButton('About'));
    within(nav()).getByRole('link', { name: 'Team' }).focus();
    await user.keyboard('{Escape}');
    expect(dropdownButton('About')).toHaveAttribute('aria-expanded', 'false');
    expect(dropdownButton('About')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('following a link closes the menu', async () => {
    const user = userEvent.setup();
    renderAt(<MainNav />);
    await user.click(within(nav()).getByRole('button', { name: 'Menu' }));
    await user.click(dropdownButton('About'));
    fireEvent.click(within(nav()).getByRole('link', { name: 'Team' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/team');
    expect(within(nav()).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('design review: the menu marks the page being shown with aria-current', () => {
  beforeEach(() => {
    media = installMatchMedia({ [MOBILE_QUERY]: false });
  });

  const current = () =>
    within(nav())
      .queryAllByRole('button')
      .filter((button) => button.hasAttribute('aria-current'))
      .map((button) => button.textContent);

  it.each([
    ['/vision', 'About', 'Vision & Mission'],
    ['/team', 'About', 'Team'],
    ['/contact-us', 'About', 'Contact Us'],
    ['/volunteer-teacher', 'Get Involved', 'Volunteer as a Teacher'],
    ['/volunteer-mentor', 'Get Involved', 'Volunteer as a Mentor'],
    ['/workshops', 'Programs', 'Seminar/Workshop'],
  ])('on %s marks %s and its link %s', (path, dropdown, link) => {
    renderAt(<MainNav />, path);
    expect(current()).toEqual([dropdown]);
    expect(dropdownButton(dropdown)).toHaveAttribute('aria-current', 'true');
    expect(within(nav()).getByRole('link', { name: link, hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('on /donate marks Donate', () => {
    renderAt(<MainNav />, '/donate');
    expect(current()).toEqual(['Donate']);
  });

  it('marks no dropdown on /coming-soon, which stands in for many items, nor News for /#notifications', () => {
    renderAt(<MainNav />, '/coming-soon');
    expect(current()).toEqual([]);
    cleanup();
    renderAt(<MainNav />, '/');
    expect(current()).toEqual([]);
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });
});
