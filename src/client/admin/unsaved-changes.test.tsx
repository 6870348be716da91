import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { BrowserRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { testSession } from './testing/test-session.ts';
import { DashboardProviders } from '#client/features/dashboard/components/dashboard-providers.tsx';
import { DashboardShell } from '#client/features/dashboard/components/dashboard-shell.tsx';
import { installPopstateGate } from '#client/lib/popstate-gate.ts';
import { setupDashboardTest, testQueryClient } from './testing/render-dashboard.tsx';
import { leaveQuestion, useUnsavedChanges } from './unsaved-changes.tsx';

setupDashboardTest();
// As the app's entry does, before the router adds its own listener.
installPopstateGate();

/** A panel with one text: changed, it holds unsaved changes until Save. */
function NotesPanel({ name }: { name: string }) {
  const [saved, setSaved] = useState('');
  const [text, setText] = useState('');
  useUnsavedChanges(text !== saved);
  return (
    <>
      <label>
        {name} notes
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="button" onClick={() => setSaved(text)}>
        Save
      </button>
    </>
  );
}

function renderDashboard() {
  window.history.replaceState(null, '', '/dashboard?panel=insert-media');
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <BrowserRouter>
        <DashboardProviders session={testSession()}>
          <DashboardShell
            session={testSession()}
            renderPanel={(panel) => <NotesPanel key={panel} name={panel} />}
          />
        </DashboardProviders>
      </BrowserRouter>
    </QueryClientProvider>,
  );
  return user;
}

const panelHeading = () => screen.getByRole('heading', { level: 2 });
const question = () => screen.getByRole('alertdialog', { name: leaveQuestion });

describe('issue 25, must have 5: no work is lost by leaving a panel', () => {
  it('asks before the side menu replaces a panel with unsaved changes; Cancel stays, Leave goes', async () => {
    const user = renderDashboard();
    const before = panelHeading().textContent;
    await user.type(screen.getByLabelText('insert-media notes'), 'Half a thought');
    await user.click(screen.getByRole('button', { name: 'List Media' }));
    // Leaving starts on Cancel, the choice that keeps the work.
    expect(within(question()).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question()).getByRole('button', { name: 'Cancel' }));
    expect(panelHeading()).toHaveTextContent(before!);
    expect(screen.getByLabelText('insert-media notes')).toHaveValue('Half a thought');

    await user.click(screen.getByRole('button', { name: 'List Media' }));
    await user.click(within(question()).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByLabelText('list-media notes')).toBeInTheDocument();
    expect(window.location.search).toBe('?panel=list-media');
  });

  it('moves at once when nothing is unsaved, or once the changes are saved', async () => {
    const user = renderDashboard();
    await user.type(screen.getByLabelText('insert-media notes'), 'Kept');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'List Media' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByLabelText('list-media notes')).toBeInTheDocument();
  });

  it('holds the browser’s Back while a panel has unsaved changes, and goes back once told to', async () => {
    const user = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'List Media' }));
    await user.type(await screen.findByLabelText('list-media notes'), 'Draft reply');
    window.history.back();
    expect(await screen.findByRole('alertdialog', { name: leaveQuestion })).toBeInTheDocument();
    expect(window.location.search).toBe('?panel=list-media');
    await user.click(within(question()).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('list-media notes')).toHaveValue('Draft reply');

    window.history.back();
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByLabelText('insert-media notes')).toBeInTheDocument();
    expect(window.location.search).toBe('?panel=insert-media');
  });
});
