import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SUCCESS_POPUP_MS } from '#shared/constants';
import { setupDashboardTest } from './testing/render-dashboard.tsx';
import { SuccessPopupProvider, useSuccessPopup } from './success-popup.tsx';

setupDashboardTest();

function Trigger() {
  const show = useSuccessPopup();
  return (
    <button type="button" onClick={() => show('Media submitted successfully!')}>
      Do it
    </button>
  );
}

function renderPopup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <SuccessPopupProvider>
      <Trigger />
    </SuccessPopupProvider>,
  );
  return user;
}

describe('success popup (SPEC sections 4 and 9)', () => {
  it('is announced politely and closes by itself after 3 s', async () => {
    const user = renderPopup();
    await user.click(screen.getByRole('button', { name: 'Do it' }));
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Media submitted successfully!');
    act(() => vi.advanceTimersByTime(SUCCESS_POPUP_MS - 200));
    expect(status).toHaveTextContent('Media submitted successfully!');
    act(() => vi.advanceTimersByTime(300));
    expect(status).toBeEmptyDOMElement();
  });

  it('closes at once with its close button', async () => {
    const user = renderPopup();
    await user.click(screen.getByRole('button', { name: 'Do it' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
