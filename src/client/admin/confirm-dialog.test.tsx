import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupDashboardTest } from './testing/render-dashboard.tsx';
import { ConfirmProvider, useConfirm, type ConfirmOptions } from './confirm-dialog.tsx';

setupDashboardTest();

function Asker({ options }: { options: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={() => void confirm(options).then((value) => setAnswer(String(value)))}>
        Ask
      </button>
      <p>Answer: {answer}</p>
    </>
  );
}

function renderAsker(options: ConfirmOptions) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <ConfirmProvider>
      <Asker options={options} />
    </ConfirmProvider>,
  );
  return user;
}

describe('confirmation dialog (issue 4 item 7)', () => {
  it('carries the exact text, moves focus in and resolves true on Confirm', async () => {
    const user = renderAsker({ message: 'Do you want to edit this notification?' });
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Do you want to edit this notification?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Answer: true')).toBeInTheDocument();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = renderAsker({
      message: 'Are you sure you want to delete this media?',
      confirmLabel: 'Delete',
    });
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(remove).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(remove).toHaveFocus();
  });

  it('cancels on Escape and returns focus to the button that opened it', async () => {
    const user = renderAsker({
      message: 'Are you sure you want to delete this media?',
      confirmLabel: 'Delete',
    });
    const trigger = screen.getByRole('button', { name: 'Ask' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Answer: false')).toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('makes the page behind it inert while open', async () => {
    const user = renderAsker({ message: 'Are you sure you want to save changes?' });
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByText('Answer: none').closest('[inert]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Answer: false').closest('[inert]')).toBeNull();
  });
});
