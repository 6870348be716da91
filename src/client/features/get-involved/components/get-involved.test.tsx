import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from '#client/testing/memory-router.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { givingMessages, givingPaths } from '#shared/api/giving-fields';
import { interestReceivedMessage } from '#shared/api/inbox';
import { givingTexts } from '#client/texts/giving.ts';
import { actionWays } from '#client/texts/get-involved.ts';
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

/** Online giving open, with the fixtures' amounts. */
const openGiving = () =>
  new Response(JSON.stringify(options), { headers: { 'Content-Type': 'application/json' } });

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

  it('Cancel on the Expression of Interest returns to the grid and to the action', async () => {
    fakeInterestApi(() => new Response(null, { status: 500 }));
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Sponsor a school kit' }));

    const heading = screen.getByRole('heading', { level: 2, name: 'Sponsor a school kit' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/first new school bag/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: actionWays.giveTime }));
    const form = screen.getByRole('form', { name: 'Expression of Interest' });
    expect(within(form).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ways to give' })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ways to give' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sponsor a school kit' })).toHaveFocus();
  });

  it('the pledge part of an action comes only once giving’s options have come, and its form arrives whole', async () => {
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
    expect(screen.getByRole('heading', { level: 2, name: 'Way to Give (Money)' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(givingTexts.loading);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('form', { name: givingTexts.title })).toBeInTheDocument();
  });
});

describe('/donate rough edges (issue 25, must have 7, item 3)', () => {
  it('a chosen action shows its pledge form alone: no Expression of Interest before or after it', async () => {
    fakeFormApi(() => new Response(null, { status: 500 }), { [givingPaths.options]: openGiving });
    renderPage('/donate#sponsor-a-school-kit');
    const pledgeForm = await screen.findByRole('form', { name: givingTexts.title });
    const description = screen.getByText(/first new school bag/);
    expect(description.compareDocumentPosition(pledgeForm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('form')).toEqual([pledgeForm]);
    expect(screen.queryByRole('form', { name: 'Expression of Interest' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: actionWays.giveTime })).toBeInTheDocument();
  });

  it.each([
    ['/donate#sponsor-a-child', 'Sponsor for a child'],
    ['/donate#sponsor-a-school-kit', 'Sponsor a school kit'],
    ['/donate#sponsor-books-and-study-materials', 'Sponsor Books and Study Materials'],
    ['/donate#way-to-give-money', 'Way to Give (Money)'],
  ])('%s opens that action with its pledge form', async (url, title) => {
    fakeFormApi(() => new Response(null, { status: 500 }), { [givingPaths.options]: openGiving });
    renderPage(url);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ways to give' })).not.toBeInTheDocument();
    expect(await screen.findByRole('form', { name: givingTexts.title })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Expression of Interest' })).not.toBeInTheDocument();
  });

  it('with giving closed, the contact details show alone as well', async () => {
    fakeInterestApi(() => new Response(null, { status: 500 }));
    renderPage('/donate#sponsor-a-school-kit');
    const giving = await screen.findByRole('region', { name: givingTexts.closedTitle });
    expect(await within(giving).findByText(givingMessages.notOpen)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Expression of Interest' })).not.toBeInTheDocument();
  });

  it('"Give your time instead" shows the Expression of Interest alone and focuses it; "Give money instead" brings the pledge back as it was', async () => {
    fakeFormApi(() => new Response(null, { status: 500 }), { [givingPaths.options]: openGiving });
    const user = userEvent.setup();
    renderPage('/donate#way-to-give-money');
    const pledgeForm = await screen.findByRole('form', { name: givingTexts.title });
    const amount = within(pledgeForm).getAllByRole('radio')[0]!;
    await user.click(amount);

    await user.click(screen.getByRole('button', { name: actionWays.giveTime }));
    const interest = screen.getByRole('form', { name: 'Expression of Interest' });
    expect(within(interest).getByRole('heading', { name: 'Expression of Interest' })).toHaveFocus();
    expect(screen.getAllByRole('form')).toEqual([interest]);
    expect(screen.queryByRole('button', { name: actionWays.giveTime })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: actionWays.giveMoney }));
    expect(screen.getByRole('heading', { level: 2, name: 'Way to Give (Money)' })).toHaveFocus();
    expect(screen.getAllByRole('form')).toEqual([pledgeForm]);
    expect(amount).toBeChecked();
  });

  it('"All ways to give" returns to the grid and to the action', async () => {
    fakeFormApi(() => new Response(null, { status: 500 }), { [givingPaths.options]: openGiving });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Sponsor for a child' }));
    await user.click(screen.getByRole('button', { name: actionWays.allWays }));
    expect(screen.getByRole('region', { name: 'Ways to give' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sponsor for a child' })).toHaveFocus();
  });

  it('sends the Expression of Interest with the chosen action and no role chosen for the visitor', async () => {
    const bodies = fakeInterestApi(
      () => new Response(JSON.stringify({ message: interestReceivedMessage }), { status: 201 }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Way to Give (Money)' }));
    await user.click(screen.getByRole('button', { name: actionWays.giveTime }));
    const form = screen.getByRole('form', { name: 'Expression of Interest' });
    for (const box of within(form).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    await user.type(within(form).getByRole('textbox', { name: 'Full Name' }), 'Meena Rao');
    await user.click(within(form).getByRole('checkbox', { name: 'Mentor' }));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(interestReceivedMessage)).toHaveAttribute('role', 'status');
    expect(bodies).toEqual([
      expect.objectContaining({
        fullName: 'Meena Rao',
        roles: ['mentor'],
        action: 'Way to Give (Money)',
        website: '',
      }),
    ]);
  });
});
