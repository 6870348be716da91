import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EMAIL_STATUS_CLEAR_MS } from '#shared/constants';
import { messages } from '#shared/messages';
import { campaignMessages } from '#shared/api/mail';
import { fakeApi, json, type Handler } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { campaignTexts } from './campaign-texts.ts';
import { EmailSender } from './email-sender.tsx';

setupDashboardTest();

// jsdom lays nothing out; the rich-text editor asks where the cursor is to scroll it into view.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = noRects;
  document.elementFromPoint = () => null;
});

/** The message is written in the pages' rich-text editor. */
const messageBox = () => screen.getByRole('textbox', { name: campaignTexts.message });

const subscription = (id: number, email: string, role: string, status = 'active') => ({
  id,
  email,
  role,
  status,
  subscribed_at: '2026-01-01T00:00:00.000Z',
  unsubscribed_at: null,
});

const subscriptions = [
  subscription(1, 'parent.one@example.org', 'parent'),
  subscription(2, 'teacher.one@example.org', 'teacher'),
  subscription(3, 'parent.gone@example.org', 'parent', 'unsubscribed'),
];

function setup(
  send: Handler = () => json(200, { message: messages.mail.sent, campaignId: 1, recipients: 1 }),
) {
  const api = fakeApi({
    'GET /api/get_subscriptions': json(200, subscriptions),
    'POST /api/send_email': send,
    // The campaign history below the form has its own tests.
    'GET /api/campaigns': json(200, []),
  });
  const view = renderPanel(<EmailSender />);
  const { user } = view;
  return {
    ...view,
    api,
    fill: async (subject: string, message: string) => {
      if (subject) await user.type(screen.getByLabelText('Subject'), subject);
      if (message) await user.type(messageBox(), message);
    },
    send: () => user.click(screen.getByRole('button', { name: 'Send Email' })),
  };
}

describe('Send Mail to Subscribers (SPEC sections 4, 5, 8)', () => {
  it('asks for a valid address in single mode before any request', async () => {
    const { user, api, fill, send } = setup();
    await user.type(screen.getByLabelText('Recipient email'), 'not-an-address');
    await fill('Hello', 'Body');
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.mail.invalidEmail);
    expect(api.sent('POST')).toHaveLength(0);
  });

  it('asks for subject and message before any request', async () => {
    const { user, api, fill, send } = setup();
    await user.type(screen.getByLabelText('Recipient email'), 'friend@example.org');
    await fill('Hello', '');
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.mail.subjectAndMessageRequired);
    expect(api.sent('POST')).toHaveLength(0);
  });

  it('reads Sending... while sending, then shows the check mark message for 1 s', async () => {
    let answer: (value: ReturnType<Handler>) => void = () => undefined;
    const { user, api, fill, send } = setup(() => new Promise((resolve) => (answer = resolve)));
    await user.type(screen.getByLabelText('Recipient email'), 'friend@example.org');
    await fill('Hello', 'Body');
    await send();
    expect(screen.getByRole('button', { name: messages.mail.sending })).toBeDisabled();
    expect(api.sent('POST')[0]!.body).toEqual({
      recipientType: 'single',
      email: 'friend@example.org',
      subject: 'Hello',
      message: '<p>Body</p>',
      format: 'html',
    });
    await act(async () => answer(json(200, { message: messages.mail.sent, campaignId: 1, recipients: 1 })));
    expect(await screen.findByText(`✔ ${messages.mail.sent}`)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(EMAIL_STATUS_CLEAR_MS - 200));
    expect(screen.getByText(`✔ ${messages.mail.sent}`)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText(`✔ ${messages.mail.sent}`)).not.toBeInTheDocument();
  });

  it('shows a cross mark, the spec prefix and the reason on failure', async () => {
    const { user, fill, send } = setup(() =>
      json(429, { error: messages.common.tooMany, code: 'too_many_requests' }),
    );
    await user.type(screen.getByLabelText('Recipient email'), 'friend@example.org');
    await fill('Hello', 'Body');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `❌ ${messages.mail.sendFailedPrefix}${messages.common.tooMany}`,
    );
  });

  it('lists the active recipients of the chosen role and sends their addresses', async () => {
    const { user, api, fill, send } = setup();
    await user.selectOptions(screen.getByLabelText('Recipient type'), 'parent');
    expect(await screen.findByRole('heading', { name: '1 recipient' })).toBeInTheDocument();
    expect(screen.getByText('parent.one@example.org')).toBeInTheDocument();
    expect(screen.queryByText('parent.gone@example.org')).not.toBeInTheDocument();
    await fill('News', 'Hello parents');
    // Issue 25, must have 6: a mail to a group says how many will receive it, and Cancel sends nothing.
    await send();
    const question = screen.getByRole('alertdialog', { name: campaignTexts.confirmGroupSend(1) });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('POST')).toHaveLength(0);
    await send();
    await user.click(
      within(screen.getByRole('alertdialog', { name: campaignTexts.confirmGroupSend(1) })).getByRole(
        'button',
        {
          name: 'Confirm',
        },
      ),
    );
    await vi.waitFor(() => expect(api.sent('POST')).toHaveLength(1));
    expect(api.sent('POST')[0]!.body).toEqual({
      recipientType: 'parent',
      emails: ['parent.one@example.org'],
      subject: 'News',
      message: '<p>Hello parents</p>',
      format: 'html',
    });
  });

  it('says when a role has no subscribers', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText('Recipient type'), 'student');
    expect(await screen.findByText(messages.subscriptions.emptyForRole)).toBeInTheDocument();
  });

  it('says when the recipients cannot be loaded', async () => {
    fakeApi({ 'GET /api/get_subscriptions': json(500, {}), 'GET /api/campaigns': json(200, []) });
    const { user } = renderPanel(<EmailSender />);
    await user.selectOptions(screen.getByLabelText('Recipient type'), 'all');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.subscriptions.loadRecipientsFailed);
  });

  it('issue 25, must have 6: previews the exact mail at phone and desktop width, and sends a test to oneself', async () => {
    const api = fakeApi({
      'GET /api/get_subscriptions': json(200, subscriptions),
      'GET /api/campaigns': json(200, []),
      'POST /api/campaigns/preview': json(200, {
        subject: 'News',
        html: '<table role="presentation"><tr><td><p>Hello parents</p></td></tr></table>',
        text: 'Hello parents',
      }),
      'POST /api/campaigns/test': json(200, { message: 'The test mail was sent to admin@example.org.' }),
    });
    const { user } = renderPanel(<EmailSender />);
    // Nothing to show yet: the spec's message, and nothing asked of the server.
    await user.click(screen.getByRole('button', { name: campaignTexts.preview }));
    expect(await screen.findByText(messages.mail.subjectAndMessageRequired)).toBeInTheDocument();
    expect(api.sent('POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('Subject'), 'News');
    await user.type(messageBox(), 'Hello parents');
    await user.click(screen.getByRole('button', { name: campaignTexts.preview }));
    const dialog = await screen.findByRole('dialog', { name: campaignTexts.previewHeading });
    expect(api.sent('POST', '/api/campaigns/preview')[0]!.body).toEqual({
      subject: 'News',
      message: '<p>Hello parents</p>',
      format: 'html',
    });
    const frame = within(dialog).getByTitle(campaignTexts.previewFrame('Phone'));
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Hello parents');
    expect(within(dialog).getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Desktop' }));
    expect(within(dialog).getByTitle(campaignTexts.previewFrame('Desktop'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: campaignTexts.closePreview }));

    await user.click(screen.getByRole('button', { name: campaignTexts.sendTest }));
    expect(await screen.findByText('The test mail was sent to admin@example.org.')).toBeInTheDocument();
    expect(api.sent('POST', '/api/campaigns/test')).toHaveLength(1);
    // A test is no campaign: nothing went to the subscribers.
    expect(api.sent('POST', '/api/send_email')).toHaveLength(0);
  });
});

describe('Send Mail to Subscribers: any set of audiences (audiences issue)', () => {
  const audiences = [
    { key: 'parent', name: 'Parent', offered: true, position: 1, subscribers: 1 },
    { key: 'donor', name: 'Donor', offered: false, position: 2, subscribers: 3 },
    { key: 'volunteer', name: 'Volunteer', offered: false, position: 3, subscribers: 1 },
  ];
  const people = [
    subscription(1, 'parent.one@example.org', 'parent'),
    subscription(2, 'donor.one@example.org', 'donor'),
    subscription(3, 'donor.two@example.org', 'donor'),
    subscription(4, 'donor.gone@example.org', 'donor', 'unsubscribed'),
    subscription(5, 'volunteer.one@example.org', 'volunteer'),
  ];

  function setupAudiences() {
    const api = fakeApi({
      'GET /api/get_subscriptions': json(200, people),
      'GET /api/audiences': json(200, audiences),
      'POST /api/send_email': json(200, { message: messages.mail.sent, campaignId: 7, recipients: 3 }),
      'GET /api/campaigns': json(200, []),
    });
    const view = renderPanel(<EmailSender />);
    return { ...view, api };
  }

  it('ticks audiences, counts their active subscribers in the confirmation and sends their keys', async () => {
    const { user, api } = setupAudiences();
    await user.selectOptions(screen.getByLabelText('Recipient type'), 'audiences');
    const group = await screen.findByRole('group', { name: campaignTexts.audiencesLegend });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Parent', 'Donor', 'Volunteer']);
    await user.click(within(group).getByRole('checkbox', { name: 'Donor' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Volunteer' }));
    expect(await screen.findByRole('heading', { name: '3 recipients' })).toBeInTheDocument();
    expect(screen.queryByText('donor.gone@example.org')).not.toBeInTheDocument();
    expect(screen.queryByText('parent.one@example.org')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Subject'), 'Thank you');
    await user.type(messageBox(), 'Our year');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    const question = screen.getByRole('alertdialog', {
      name: campaignTexts.confirmGroupSend(3, ['Donor', 'Volunteer']),
    });
    expect(question).toHaveTextContent('Send this mail to 3 subscribers (Donor, Volunteer) now?');
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(api.sent('POST', '/api/send_email')).toHaveLength(1));
    expect(api.sent('POST', '/api/send_email')[0]!.body).toEqual({
      recipientType: 'audiences',
      audiences: ['donor', 'volunteer'],
      emails: ['donor.one@example.org', 'donor.two@example.org', 'volunteer.one@example.org'],
      subject: 'Thank you',
      message: '<p>Our year</p>',
      format: 'html',
    });
  });

  it('asks for at least one audience before anything is sent', async () => {
    const { user, api } = setupAudiences();
    await user.selectOptions(screen.getByLabelText('Recipient type'), 'audiences');
    await screen.findByRole('group', { name: campaignTexts.audiencesLegend });
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.type(messageBox(), 'Body');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose at least one audience.');
    expect(api.sent('POST')).toHaveLength(0);
  });
});

describe('Issue 25, must have 6: a rich-text mail, sent now or later (India time)', () => {
  it('writes the message in the pages’ editor and sends it as HTML with its format', async () => {
    const { user, api, send } = setup();
    await user.type(screen.getByLabelText('Recipient email'), 'friend@example.org');
    await user.type(screen.getByLabelText('Subject'), 'Annual Day');
    await user.type(messageBox(), 'Programme');
    await user.click(screen.getByRole('button', { name: 'Heading' }));
    await send();
    await vi.waitFor(() => expect(api.sent('POST', '/api/send_email')).toHaveLength(1));
    expect(api.sent('POST', '/api/send_email')[0]!.body).toMatchObject({
      message: '<h2>Programme</h2>',
      format: 'html',
    });
  });

  it('asks the date and time in India time, says in the confirmation when and to how many, and sends that instant', async () => {
    // 1 December 2026, 9:00 in India is 03:30 UTC, whatever zone this machine is in.
    vi.setSystemTime(new Date('2026-11-28T06:00:00Z'));
    const { user, api, fill } = setup(() =>
      json(200, {
        message: 'The mail is scheduled for 1 Dec 2026, 9:00 am (India time).',
        campaignId: 4,
        recipients: 1,
        sendAt: '2026-12-01T03:30:00.000Z',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Recipient type'), 'parent');
    await screen.findByRole('heading', { name: '1 recipient' });
    await fill('News', 'Hello parents');
    await user.click(screen.getByRole('radio', { name: campaignTexts.sendLater }));
    const when = screen.getByLabelText(campaignTexts.sendAtLabel);
    expect(when).toHaveAccessibleDescription(campaignTexts.sendAtHint);

    // A time that has passed is refused before anything is asked of the server.
    await user.type(when, '2026-11-01T09:00');
    await user.click(screen.getByRole('button', { name: campaignTexts.schedule }));
    expect(screen.getByRole('alert')).toHaveTextContent(campaignMessages.sendAtPast);
    expect(api.sent('POST')).toHaveLength(0);

    await user.clear(when);
    await user.type(when, '2026-12-01T09:00');
    await user.click(screen.getByRole('button', { name: campaignTexts.schedule }));
    const question = screen.getByRole('alertdialog', {
      name: campaignTexts.confirmScheduledSend('2026-12-01T09:00:00+05:30', 1),
    });
    expect(question).toHaveTextContent('Send this mail on 1 Dec 2026, 9:00 am (India time) to 1 subscriber?');
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(api.sent('POST', '/api/send_email')).toHaveLength(1));
    expect(api.sent('POST', '/api/send_email')[0]!.body).toMatchObject({
      recipientType: 'parent',
      format: 'html',
      sendAt: '2026-12-01T09:00:00+05:30',
    });
    expect(
      await screen.findByText('✔ The mail is scheduled for 1 Dec 2026, 9:00 am (India time).'),
    ).toBeInTheDocument();
  });
});
