import { messages } from '#shared/messages';
import { testSession } from '#client/admin/testing/test-session.ts';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#shared/api/auth';
import type { Overview } from '#shared/api/overview';
import { overviewPaths } from '#shared/api/overview';
import { givingPaths } from '#shared/api/giving';
import { inboxPaths } from '#shared/api/inbox-fields';
import { subscriptionPaths } from '#shared/api/subscription-paths';
import DashboardPage from '#client/routes/dashboard-page.tsx';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { overviewTexts } from '../overview-texts.ts';

setupDashboardTest();

const allDone: Overview['checklist'] = {
  contactDetails: true,
  givingSettings: true,
  sampleTexts: [],
  receiptLogo: true,
};

const overview: Overview = {
  waiting: { pledgesWithUtr: 3, receiptsToIssue: 1, unreadContacts: 4, unreadInterests: 2 },
  checklist: allDone,
  subscribers: { active: 1250, newLast30Days: 37 },
  lastCampaign: {
    id: 9,
    subject: 'Science fair on Saturday',
    recipient_type: 'all',
    status: 'sending',
    pause_reason: null,
    created_at: '2026-06-01T04:30:00.000Z',
    total: 1250,
    sent: 1200,
    failed: 3,
    waiting: 47,
  },
  media: { total: 86 },
  pages: { published: 5, drafts: 2, scheduled: 1 },
};

function Address() {
  return <p data-testid="address">{useLocation().search}</p>;
}

function openDashboard(address = '/dashboard') {
  localStorage.setItem(storageKeys.authenticated, 'true');
  localStorage.setItem(storageKeys.email, 'admin@example.org');
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route
          path="/dashboard"
          element={
            <>
              <DashboardPage />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const card = (name: string) => screen.getByRole('region', { name });

describe('dashboard home: the overview it opens on', () => {
  it('opens on the overview, first in the menu: what waits (pledges with a UTR, receipts to issue, unread messages, unread volunteer forms, each apart), subscribers, the last mail and its delivery, media and pages', async () => {
    fakeApi({
      'GET /api/session': json(200, testSession()),
      [`GET ${overviewPaths.overview}`]: json(200, overview),
    });
    openDashboard();
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getAllByRole('button')[1]).toHaveAccessibleName('Overview');
    expect(within(nav).getByRole('button', { name: 'Overview', current: 'page' })).toBeInTheDocument();
    await screen.findByText(overviewTexts.intro);
    expect(card(overviewTexts.subscribers)).toHaveTextContent(
      /1,250 receive our mail\s*37 new in the last 30 days/,
    );
    expect(card(overviewTexts.pledgesToConfirm)).toHaveTextContent(
      '3 pledges with a payment reference (UTR) from the donor',
    );
    expect(card(overviewTexts.receiptsToIssue)).toHaveTextContent('1 received donation without a receipt');
    expect(card(overviewTexts.contactMessages)).toHaveTextContent('4 unread messages');
    expect(card(overviewTexts.volunteerForms)).toHaveTextContent('2 unread volunteer forms');
    expect(screen.queryByRole('region', { name: overviewTexts.checklist.title })).not.toBeInTheDocument();
    expect(card(overviewTexts.lastMail)).toHaveTextContent(/1,200 sent\s*3 failed\s*47 waiting to be sent/);
    expect(card(overviewTexts.lastMail)).toHaveTextContent(
      '“Science fair on Saturday”, 1 Jun 2026, 10:00 am',
    );
    expect(card(overviewTexts.media)).toHaveTextContent('86 photos and videos');
    expect(card(overviewTexts.pages)).toHaveTextContent(/5 published\s*2 drafts\s*1 scheduled/);
  });

  it('opens a panel from its card as the menu does: kept in the address, focus on its heading', async () => {
    fakeApi({
      'GET /api/session': json(200, testSession()),
      [`GET ${overviewPaths.overview}`]: json(200, { ...overview, lastCampaign: null }),
      [`GET ${subscriptionPaths.list}`]: json(200, []),
    });
    const user = openDashboard();
    await screen.findByText(overviewTexts.intro);
    expect(card(overviewTexts.lastMail)).toHaveTextContent(overviewTexts.noMail);
    await user.click(
      within(card(overviewTexts.subscribers)).getByRole('button', { name: 'Open List Subscribers' }),
    );
    const heading = await screen.findByRole('heading', { level: 2, name: 'List Subscribers' });
    expect(heading).toHaveFocus();
    expect(screen.getByTestId('address')).toHaveTextContent('?panel=list-subscribers');
    expect(screen.getByRole('button', { name: 'List Subscribers' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so inside the panel when the overview cannot be loaded, with Try again', async () => {
    fakeApi({
      'GET /api/session': json(200, testSession()),
      [`GET ${overviewPaths.overview}`]: json(503, { error: 'Service unavailable' }),
    });
    openDashboard();
    expect(await screen.findByRole('alert', {})).toHaveTextContent(overviewTexts.loadFailed);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('issue 26: the dashboard shows only what a role may use', () => {
  it('an editor sees the site’s menu groups and cards only: no giving, subscribers, inbox or team', async () => {
    fakeApi({
      'GET /api/session': json(200, testSession('editor', 'editor@example.org')),
      // What the server answers an editor: the other areas' figures left out.
      [`GET ${overviewPaths.overview}`]: json(200, {
        ...overview,
        waiting: { pledgesWithUtr: null, receiptsToIssue: null, unreadContacts: null, unreadInterests: null },
        checklist: { ...allDone, givingSettings: false, receiptLogo: false, contactDetails: false },
        subscribers: null,
        lastCampaign: null,
      }),
    });
    openDashboard();
    await screen.findByText(overviewTexts.intro);
    expect(screen.getByText('Signed in as editor@example.org (Editor)')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    const groups = within(nav)
      .getAllByRole('button', { expanded: true })
      .concat(within(nav).getAllByRole('button', { expanded: false }))
      .map((button) => button.textContent);
    for (const shown of ['Overview', 'Media', 'Notification', 'Your account'])
      expect(groups).toContain(shown);
    for (const hidden of ['Subscription', 'Inbox', 'Giving', 'Staff and security'])
      expect(groups).not.toContain(hidden);
    expect(card(overviewTexts.media)).toBeInTheDocument();
    expect(card(overviewTexts.pages)).toBeInTheDocument();
    for (const title of [
      overviewTexts.pledgesToConfirm,
      overviewTexts.receiptsToIssue,
      overviewTexts.contactMessages,
      overviewTexts.subscribers,
      overviewTexts.lastMail,
    ]) {
      expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument();
    }
    // The checklist lists the steps an editor can do (the contact details), not the giving settings.
    const checklist = screen.getByRole('region', { name: overviewTexts.checklist.title });
    expect(checklist).toHaveTextContent(overviewTexts.checklist.contactDetails.title);
    expect(checklist).not.toHaveTextContent(overviewTexts.checklist.givingSettings.title);
  });

  it('a role that must set up a second factor sees only Two-step sign-in until it is on', async () => {
    fakeApi({
      'GET /api/session': json(200, testSession('finance', 'finance@example.org', true)),
      'GET /api/account/second-factor': json(200, {
        authenticatorApp: false,
        authenticatorAppSince: null,
        passkeys: [],
        recoveryCodesLeft: 0,
      }),
    });
    openDashboard('/dashboard?panel=donations');
    expect(await screen.findByRole('heading', { level: 2, name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(screen.getByText(messages.secondFactor.required)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).queryByRole('button', { name: 'Giving' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Overview' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('?panel=two-step'));
  });

  it('a panel the role does not open, asked for in the address, shows the Overview instead', async () => {
    fakeApi({
      'GET /api/session': json(200, testSession('communications', 'comms@example.org')),
      [`GET ${overviewPaths.overview}`]: json(200, overview),
    });
    openDashboard('/dashboard?panel=donations');
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
  });
});

const emptyDonations = { donations: [], count: 0, totals: { byMonth: [], total: 0 }, anonymous: null };

/** The dashboard on the overview, with the lists its buttons open answered empty. */
function openWith(answer: Overview) {
  const api = fakeApi({
    'GET /api/session': json(200, testSession()),
    [`GET ${overviewPaths.overview}`]: json(200, answer),
    [`GET ${givingPaths.donations}`]: json(200, emptyDonations),
    [`GET ${givingPaths.settings}`]: json(503, { error: 'Not needed here' }),
    [`GET ${inboxPaths.contactList}`]: json(200, []),
    [`GET ${inboxPaths.interestList}`]: json(200, []),
  });
  return { api, user: openDashboard() };
}

describe('issue 25: each count of what waits opens its own list', () => {
  it.each([
    [
      overviewTexts.pledgesToConfirm,
      'Open Donations (pledged)',
      'Donations',
      '?panel=donations&status=pledged',
    ],
    [
      overviewTexts.receiptsToIssue,
      'Open Donations (received)',
      'Donations',
      '?panel=donations&status=received',
    ],
    [overviewTexts.contactMessages, 'Open Contact messages', 'Contact messages', '?panel=contact-messages'],
    [
      overviewTexts.volunteerForms,
      'Open Volunteer interest',
      'Volunteer interest',
      '?panel=volunteer-interest',
    ],
  ])('%s: "%s" opens %s at %s, focus on its heading', async (title, button, panel, address) => {
    const { api, user } = openWith(overview);
    await screen.findByText(overviewTexts.intro);
    await user.click(within(card(title)).getByRole('button', { name: button }));
    expect(await screen.findByRole('heading', { level: 2, name: panel })).toHaveFocus();
    expect(screen.getByTestId('address')).toHaveTextContent(address);
    if (panel !== 'Donations') return;
    // The panel opens on that status, in every year, so its list holds every donation counted.
    const status = address.split('status=')[1]!;
    await waitFor(() =>
      expect(api.sent('GET', givingPaths.donations).map((request) => request.url)).toContain(
        `${givingPaths.donations}?status=${status}`,
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue(
      status === 'pledged' ? 'Pledged' : 'Received',
    );
  });
});

describe('issue 25: the first-run checklist', () => {
  const checklist = () => screen.getByRole('region', { name: overviewTexts.checklist.title });
  const item = (title: string) =>
    within(checklist())
      .getAllByRole('listitem')
      .find((li) => li.querySelector('p')?.textContent?.endsWith(title))!;

  it('says what is left to do, ticks what is done, and opens the place to do each', async () => {
    const { user } = openWith({
      ...overview,
      checklist: {
        contactDetails: true,
        givingSettings: false,
        sampleTexts: ['impact-figures', 'satisfied-clients', 'team'],
        receiptLogo: false,
      },
    });
    await screen.findByText(overviewTexts.intro);
    const say = overviewTexts.checklist;
    expect(checklist()).toHaveTextContent('1 of 4 done');
    const contact = item(say.contactDetails.title);
    expect(contact).toHaveTextContent(`${say.done} ${say.contactDetails.title}`);
    expect(within(contact).queryByRole('button')).not.toBeInTheDocument();
    const giving = item(say.givingSettings.title);
    expect(giving).toHaveTextContent(`${say.toDo} ${say.givingSettings.title}`);
    expect(giving).toHaveTextContent(say.givingSettings.what);
    const samples = item(say.sampleTexts.title);
    expect(
      within(samples)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Impact figures', say.badge, 'Team']);
    expect(say.badge).toContain('200+ satisfied clients');

    await user.click(within(giving).getByRole('button', { name: 'Open Giving settings' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Giving settings' })).toHaveFocus();
    expect(screen.getByTestId('address')).toHaveTextContent('?panel=giving-settings');
  });

  it.each([
    ['Impact figures', 'Impact figures', '?panel=impact-figures'],
    [overviewTexts.checklist.badge, 'Contact details', '?panel=contact-details'],
  ])('a sample text\'s button "%s" opens %s', async (button, panel, address) => {
    fakeApi({
      'GET /api/session': json(200, testSession()),
      [`GET ${overviewPaths.overview}`]: json(200, {
        ...overview,
        checklist: { ...allDone, sampleTexts: ['impact-figures', 'satisfied-clients'] },
      }),
      'GET /api/content/statistics': json(200, []),
      'GET /api/content/site': json(503, { error: 'Not needed here' }),
    });
    const user = openDashboard();
    await screen.findByText(overviewTexts.intro);
    await user.click(within(checklist()).getByRole('button', { name: button }));
    expect(await screen.findByRole('heading', { level: 2, name: panel })).toHaveFocus();
    expect(screen.getByTestId('address')).toHaveTextContent(address);
  });

  it('is gone once every item is done', async () => {
    openWith({ ...overview, checklist: allDone });
    await screen.findByText(overviewTexts.intro);
    expect(screen.queryByRole('region', { name: overviewTexts.checklist.title })).not.toBeInTheDocument();
    expect(screen.queryByText(overviewTexts.checklist.sampleTexts.title)).not.toBeInTheDocument();
  });
});
