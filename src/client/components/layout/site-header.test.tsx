import { act, cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installMatchMedia, type MediaController } from '#client/features/home/testing/browser-fakes.ts';
import { renderAt } from '#client/features/home/testing/render.tsx';
import { MOBILE_QUERY } from './main-nav.tsx';
import { PublicLayout } from './public-layout.tsx';
import { setScroll } from './testing/scroll.ts';

let media: MediaController;

afterEach(() => {
  cleanup();
  media.restore();
  act(() => setScroll(0));
});

const header = () => screen.getByRole('banner');
const panel = () => document.getElementById('main-menu')!;
const menuButton = () => within(header()).getByRole('button', { name: 'Menu' });
/** The controls a visitor sees in the header row while the menu is closed. */
const rowControls = () =>
  [...header().querySelectorAll('a, button')]
    .filter((control) => !panel().contains(control))
    .map((control) => control.textContent);

describe('design review: the phone header is one row with one menu button', () => {
  beforeEach(() => {
    media = installMatchMedia({ [MOBILE_QUERY]: true });
  });

  it('shows the logo, Donate and a single Menu button; nothing else opens from the row', () => {
    renderAt(<PublicLayout />);
    expect(rowControls()).toEqual([expect.stringContaining('Gurukul'), 'Donate', 'Menu']);
    expect(within(header()).getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/donate');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAttribute('aria-controls', 'main-menu');
  });

  it('the Menu button opens a panel holding the menu, Subscribe, Login, the social links and the sidebar', async () => {
    const user = userEvent.setup();
    renderAt(<PublicLayout />);
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toHaveAttribute('data-open', 'true');
    const inPanel = within(panel());
    expect(inPanel.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    expect(inPanel.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(inPanel.getByRole('list', { name: 'Follow us' })).getAllByRole('link')).toHaveLength(6);

    const sidebarButton = inPanel.getByRole('button', { name: 'About us and contact details' });
    await user.click(sidebarButton);
    expect(sidebarButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close sidebar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(sidebarButton).toHaveAttribute('aria-expanded', 'false');
    expect(sidebarButton).toHaveFocus();
  });

  it('slides away while scrolling down and comes back on scrolling up', () => {
    renderAt(<PublicLayout />);
    expect(header()).not.toHaveAttribute('data-hidden');
    act(() => setScroll(400));
    expect(header()).toHaveAttribute('data-hidden', 'true');
    act(() => setScroll(380));
    expect(header()).not.toHaveAttribute('data-hidden');
    act(() => setScroll(900));
    expect(header()).toHaveAttribute('data-hidden', 'true');
  });

  it('never hides while the menu is open or keyboard focus is inside it', async () => {
    const user = userEvent.setup();
    renderAt(<PublicLayout />);
    act(() => setScroll(400));
    expect(header()).toHaveAttribute('data-hidden', 'true');
    act(() => menuButton().focus());
    expect(header()).not.toHaveAttribute('data-hidden');
    act(() => setScroll(800));
    expect(header()).not.toHaveAttribute('data-hidden');

    act(() => menuButton().blur());
    await user.click(menuButton());
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => setScroll(1200));
    expect(panel()).toHaveAttribute('data-open', 'true');
    expect(header()).not.toHaveAttribute('data-hidden');
  });

  it('stays put for visitors who prefer reduced motion', () => {
    media.set('(prefers-reduced-motion: reduce)', true);
    renderAt(<PublicLayout />);
    act(() => setScroll(400));
    expect(header()).not.toHaveAttribute('data-hidden');
  });
});

describe('design review: wide screens keep the top strip, with Donate as its bright button', () => {
  beforeEach(() => {
    media = installMatchMedia({ [MOBILE_QUERY]: false });
  });

  it('has Subscribe, Login and Donate in the top strip, and the header never slides away', () => {
    renderAt(<PublicLayout />);
    const links = within(header()).getAllByRole('link');
    const names = links.map((link) => link.textContent);
    expect(names.indexOf('Donate')).toBeGreaterThan(names.indexOf('Login'));
    expect(names.indexOf('Login')).toBeGreaterThan(names.indexOf('Subscribe'));
    const donate = links.find((link) => link.textContent === 'Donate')!;
    const subscribe = links.find((link) => link.textContent === 'Subscribe')!;
    expect(donate.className).toMatch(/accent/);
    expect(subscribe.className).not.toMatch(/accent/);
    act(() => setScroll(400));
    expect(header()).not.toHaveAttribute('data-hidden');
  });
});
