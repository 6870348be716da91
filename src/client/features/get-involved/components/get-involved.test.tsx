import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from '#client/testing/memory-router.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { givingMessages, givingPaths } from '#shared/api/giving-fields';
import { interestReceivedMessage } from '#shared/api/inbox';
import { givingTexts } from '#client/texts/giving.ts';
import { options } from '#client/features/giving/testing/giving-fixtures.ts';
import { fakeInterestApi as fakeFormApi } from '../testing/fake-interest-api.ts';
import { GetInvolved } from './get-involved.tsx';

const titles = [
  'Sponsor for a child',
  'Sponsor a school kit',
  'Sponsor Books and Study Materials',
  'Way to Give (Money)',
];

function renderPage(url = '/donate') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <GetInvolved />
    </MemoryRouter>,
  );
}

/** Online giving closed, as on a new site: the action's giving part shows the contact details. */
const closedGiving = () =>
  new Response(JSON.stringify({ ...options, open: false }), {
    headers: { 'Content-Type': 'application/json' },
  });

/** The interest form's fake API, with giving closed. */
const fakeInterestApi = (answer: () => Response) =>
  fakeFormApi(answer, { [givingPaths.options]: closedGiving });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Get Involved grid on /donate (SPEC "Get Involved", section 4)', () => {
  it('shows one h1 and the four actions as buttons', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const grid = screen.getByRole('region', { name: 'Ways to give' });
    expect(
      within(grid)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(titles);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('states the mentor group size of 10-12 students per mentor', () => {
    renderPage();
    expect(screen.getByText(/10-12 students per mentor/)).toBeInTheDocument();
  });

  it('choosing an action shows its description and the form, focused on its title; Cancel returns to the grid and to the action', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Sponsor a school kit' }));

    const heading = screen.getByRole('heading', { level: 2, name: 'Sponsor a school kit' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/first new school bag/)).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Expression of Interest' }, { timeout: 5000 });
    expect(within(form).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ways to give' })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ways to give' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sponsor a school kit' })).toHaveFocus();
  });

  it('giving issue: an action shows its giving part between its description and the Expression of Interest', async () => {
    fakeInterestApi(() => new Response(null, { status: 500 }));
    renderPage('/donate#sponsor-a-school-kit');
    // The giving part is its own chunk: the first load in a test takes a moment.
    const giving = await screen.findByRole('region', { name: givingTexts.closedTitle }, { timeout: 5000 });
    expect(await within(giving).findByText(givingMessages.notOpen)).toBeInTheDocument();
    const description = screen.getByText(/first new school bag/);
    const form = screen.getByRole('form', { name: 'Expression of Interest' });
    expect(description.compareDocumentPosition(giving) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(giving.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('issue 30: the pledge form and the Expression of Interest appear together, once giving’s options have come', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    fakeFormApi(() => new Response(null, { status: 500 }), {
      [givingPaths.options]: () =>
        held.then(
          () => new Response(JSON.stringify(options), { headers: { 'Content-Type': 'application/json' } }),
        ) as unknown as Response,
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Way to Give (Money)' }));
    // The chosen action shows at once; no field a donor could start typing in moves later.
    expect(screen.getByRole('heading', { level: 2, name: 'Way to Give (Money)' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(givingTexts.loading);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    release();
    const pledgeForm = await screen.findByRole('form', { name: givingTexts.title }, { timeout: 5000 });
    const interest = screen.getByRole('form', { name: 'Expression of Interest' });
    expect(pledgeForm.compareDocumentPosition(interest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('opens an action straight from its address, e.g. /donate#sponsor-a-child', async () => {
    renderPage('/donate#sponsor-a-child');
    expect(screen.getByRole('heading', { level: 2, name: 'Sponsor for a child' })).toBeInTheDocument();
    expect(
      await screen.findByRole('form', { name: 'Expression of Interest' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('sends the form with the chosen action and the sponsor role ticked', async () => {
    const bodies = fakeInterestApi(
      () => new Response(JSON.stringify({ message: interestReceivedMessage }), { status: 201 }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Way to Give (Money)' }));
    const form = await screen.findByRole('form', { name: 'Expression of Interest' }, { timeout: 5000 });
    expect(within(form).getByRole('checkbox', { name: 'Sponsor' })).toBeChecked();
    await user.type(within(form).getByRole('textbox', { name: 'Full Name' }), 'Meena Rao');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(interestReceivedMessage)).toHaveAttribute('role', 'status');
    expect(bodies).toEqual([
      expect.objectContaining({
        fullName: 'Meena Rao',
        roles: ['sponsor'],
        action: 'Way to Give (Money)',
        website: '',
      }),
    ]);
  });
});
