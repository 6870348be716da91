import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_TOP_THRESHOLD_PX } from '#shared/constants';
import { organisation } from '#shared/organisation';
import { installMatchMedia, type MediaController } from '#client/features/home/testing/browser-fakes.ts';
import { renderAt } from '#client/features/home/testing/render.tsx';
import { PublicLayout } from './public-layout.tsx';
import { setScroll } from './testing/scroll.ts';

let media: MediaController;

beforeEach(() => {
  media = installMatchMedia();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  media.restore();
  act(() => setScroll(0));
});

const socialNames = ['Facebook', 'Instagram', 'WhatsApp channel', 'YouTube', 'Telegram', 'LinkedIn'];

describe('public layout', () => {
  it('starts with a skip link to the main content', () => {
    renderAt(<PublicLayout />);
    const skip = screen.getAllByRole('link')[0]!;
    expect(skip).toHaveAccessibleName('Skip to main content');
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('has Subscribe and Login in the top strip and the six social links opening in a new tab', () => {
    renderAt(<PublicLayout />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    const social = within(header).getByRole('list', { name: 'Follow us' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      socialNames.map((name) => `${name} (opens in a new tab)`),
    );
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('has a footer with address, phones, email, hours 24/7 and the social links', () => {
    renderAt(<PublicLayout />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(organisation.address.street);
    expect(footer).toHaveTextContent(organisation.address.postcode);
    for (const phone of organisation.phones)
      expect(within(footer).getByRole('link', { name: phone })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: organisation.email })).toHaveAttribute(
      'href',
      `mailto:${organisation.email}`,
    );
    expect(footer).toHaveTextContent('24/7');
    expect(
      within(within(footer).getByRole('list', { name: 'Our social media' })).getAllByRole('link'),
    ).toHaveLength(6);
  });
});

describe('sidebar (SPEC: hamburger toggle with about text and contact info)', () => {
  const hamburger = () => screen.getByRole('button', { name: 'About us and contact details' });
  const sidebar = () => document.getElementById('site-sidebar')!;

  it('opens from the hamburger, moving focus into it, with about text and contact details', async () => {
    const user = userEvent.setup();
    renderAt(<PublicLayout />);
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger()).toHaveAttribute('aria-controls', 'site-sidebar');
    await user.click(hamburger());
    expect(hamburger()).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar()).toHaveAttribute('data-open', 'true');
    expect(within(sidebar()).getByRole('button', { name: 'Close sidebar' })).toHaveFocus();
    expect(sidebar()).toHaveTextContent('non-profit');
    expect(sidebar()).toHaveTextContent(organisation.email);
    expect(sidebar()).toHaveTextContent(organisation.phones[0]);
  });

  it('closes by its close button, returning focus to the hamburger', async () => {
    const user = userEvent.setup();
    renderAt(<PublicLayout />);
    await user.click(hamburger());
    await user.click(within(sidebar()).getByRole('button', { name: 'Close sidebar' }));
    expect(sidebar()).not.toHaveAttribute('data-open');
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger()).toHaveFocus();
  });

  it('closes by the hamburger and by Escape', async () => {
    const user = userEvent.setup();
    renderAt(<PublicLayout />);
    await user.click(hamburger());
    await user.click(hamburger());
    expect(sidebar()).not.toHaveAttribute('data-open');
    await user.click(hamburger());
    await user.keyboard('{Escape}');
    expect(sidebar()).not.toHaveAttribute('data-open');
    expect(hamburger()).toHaveFocus();
  });
});

describe('scroll-to-top button (SPEC: appears once scrolled more than 100 px)', () => {
  it('appears only past 100 px and takes the page back to the top', () => {
    renderAt(<PublicLayout />);
    const button = () => screen.queryByRole('button', { name: 'Scroll to top' });
    expect(button()).not.toBeInTheDocument();
    act(() => setScroll(SCROLL_TOP_THRESHOLD_PX));
    expect(button()).not.toBeInTheDocument();
    act(() => setScroll(SCROLL_TOP_THRESHOLD_PX + 1));
    expect(button()).toBeInTheDocument();
    fireEvent.click(button()!);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    act(() => setScroll(0));
    expect(button()).not.toBeInTheDocument();
  });

  it('jumps without smooth scrolling when the visitor prefers reduced motion', () => {
    media.set('(prefers-reduced-motion: reduce)', true);
    renderAt(<PublicLayout />);
    act(() => setScroll(500));
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
