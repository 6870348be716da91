import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { MemoryRouter } from '#client/testing/memory-router.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DONATION_POPUP_DELAY_MS } from '#shared/constants';
import { DONATION_POPUP_SEEN_KEY, DonationPopup } from './donation-popup.tsx';
import { LocationProbe } from './testing/render.tsx';
import { useFakeTimers } from './testing/fake-timers.ts';

const TEXT = 'If you liked our initiative, please get involved with us';

/** The popup lives on the home route only, as the home page mounts it. */
function renderSite(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/"
          element={
            <>
              <Link to="/gallery">Gallery</Link>
              <DonationPopup />
            </>
          }
        />
        <Route path="/donate" element={<h1>Donate page</h1>} />
        <Route path="/gallery" element={<Link to="/">Home</Link>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

let restoreTimers: () => void;

beforeEach(() => {
  restoreTimers = useFakeTimers();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  restoreTimers();
});

describe('donation popup (SPEC: home only, after 5 s, once per session)', () => {
  it('opens as a modal dialog 5000 ms after arriving on the home page, with the text and a Donate! button', () => {
    renderSite();
    act(() => vi.advanceTimersByTime(DONATION_POPUP_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const dialog = screen.getByRole('dialog', { name: TEXT });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Donate!' })).toHaveFocus();
  });

  it('opens 5000 ms after arrival even when its code came later (decision 011)', () => {
    act(() => vi.advanceTimersByTime(3500));
    renderSite();
    act(() => vi.advanceTimersByTime(DONATION_POPUP_DELAY_MS - 3500 - 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: TEXT })).toBeInTheDocument();
  });

  it('Donate! goes to /donate', () => {
    renderSite();
    act(() => vi.advanceTimersByTime(DONATION_POPUP_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Donate!' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/donate');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the close button hides it, goes to / and it does not come back in this session', () => {
    renderSite();
    act(() => vi.advanceTimersByTime(DONATION_POPUP_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(sessionStorage.getItem(DONATION_POPUP_SEEN_KEY)).toBe('true');
    cleanup();
    renderSite();
    act(() => vi.advanceTimersByTime(DONATION_POPUP_DELAY_MS * 3));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape closes it too', () => {
    renderSite();
    act(() => vi.advanceTimersByTime(DONATION_POPUP_DELAY_MS));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaving the home page before 5 s cancels the timer', () => {
    renderSite();
    act(() => vi.advanceTimersByTime(DONATION_POPUP_DELAY_MS - 1000));
    fireEvent.click(screen.getByRole('link', { name: 'Gallery' }));
    act(() => vi.advanceTimersByTime(DONATION_POPUP_DELAY_MS * 2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(DONATION_POPUP_SEEN_KEY)).toBeNull();
  });

  it('never shows on /donate', () => {
    renderSite('/donate');
    act(() => vi.advanceTimersByTime(DONATION_POPUP_DELAY_MS * 2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
