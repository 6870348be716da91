import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
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

const subscriptions = [
  {
    id: 1,
    email: 'parent.one@example.org',
    role: 'parent',
    status: 'active',
    subscribed_at: '2026-01-01T00:00:00.000Z',
    unsubscribed_at: null,
    language: 'hi',
  },
];

function setup() {
  const api = fakeApi({
    'GET /api/get_subscriptions': json(200, subscriptions),
    'POST /api/send_email': json(200, { message: messages.mail.sent, campaignId: 1, recipients: 1 }),
    'GET /api/campaigns': json(200, []),
    'POST /api/campaigns/preview': json(200, { subject: 'वार्षिक उत्सव', html: '<p>नमस्ते</p>', text: 'नमस्ते' }),
  });
  return { api, ...renderPanel(<EmailSender />) };
}

describe('Send Mail to Subscribers in each language (issue 28)', () => {
  it('writes a Hindi version beside the English one, previews it and sends both', async () => {
    const { api, user } = setup();
    await user.selectOptions(screen.getByLabelText('Recipient type'), 'all');
    const choice = screen.getByRole('group', { name: campaignTexts.languageLegend });
    expect(choice).toBeInTheDocument();

    await user.type(screen.getByLabelText('Subject'), 'Annual day');
    await user.type(screen.getByRole('textbox', { name: campaignTexts.message }), 'On Sunday');

    // The choice is reached and changed with the keyboard, as any radio group.
    const english = screen.getByRole('radio', { name: 'English' });
    english.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
    // The English fields are kept, out of sight; Hindi has its own, labelled.
    expect(screen.queryByRole('textbox', { name: campaignTexts.message })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(campaignTexts.subjectIn('हिन्दी')), 'वार्षिक उत्सव');
    await user.type(screen.getByRole('textbox', { name: campaignTexts.messageIn('हिन्दी') }), 'रविवार को');
    expect(screen.getByRole('radio', { name: /^हिन्दी\s*\(written\)$/ })).toBeChecked();

    // The preview shows the version chosen.
    await user.click(screen.getByRole('button', { name: campaignTexts.previewOf('हिन्दी') }));
    expect(api.sent('POST', '/api/campaigns/preview')[0]!.body).toEqual({
      subject: 'वार्षिक उत्सव',
      message: '<p>रविवार को</p>',
      format: 'html',
      language: 'hi',
    });
    await user.click(await screen.findByRole('button', { name: campaignTexts.closePreview }));

    // Back to English: what was written there is still there.
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(screen.getByLabelText('Subject')).toHaveValue('Annual day');

    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    const question = screen.getByRole('alertdialog', { name: campaignTexts.confirmGroupSend(1) });
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(api.sent('POST', '/api/send_email')).toHaveLength(1));
    expect(api.sent('POST', '/api/send_email')[0]!.body).toMatchObject({
      recipientType: 'all',
      subject: 'Annual day',
      message: '<p>On Sunday</p>',
      versions: { hi: { subject: 'वार्षिक उत्सव', message: '<p>रविवार को</p>' } },
    });
  });

  it('refuses a version with a subject and no message, and shows that version', async () => {
    const { api, user } = setup();
    await user.selectOptions(screen.getByLabelText('Recipient type'), 'all');
    await user.type(screen.getByLabelText('Subject'), 'Annual day');
    await user.type(screen.getByRole('textbox', { name: campaignTexts.message }), 'On Sunday');
    await user.click(screen.getByRole('radio', { name: 'मराठी' }));
    await user.type(screen.getByLabelText(campaignTexts.subjectIn('मराठी')), 'वार्षिक स्नेहसंमेलन');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(screen.getByRole('alert')).toHaveTextContent(campaignTexts.versionIncomplete('मराठी'));
    expect(screen.getByRole('radio', { name: /मराठी/ })).toBeChecked();
    expect(api.sent('POST', '/api/send_email')).toHaveLength(0);
  });

  it('offers no choice of language for a single address: it gets English', () => {
    setup();
    expect(screen.queryByRole('group', { name: campaignTexts.languageLegend })).not.toBeInTheDocument();
  });

  it('says in the history which languages a campaign was written in', async () => {
    fakeApi({
      'GET /api/get_subscriptions': json(200, subscriptions),
      'GET /api/campaigns': json(200, [
        {
          id: 7,
          subject: 'Annual day',
          recipient_type: 'all',
          status: 'done',
          pause_reason: null,
          created_at: '2026-11-20T10:00:00.000Z',
          total: 2,
          sent: 2,
          failed: 0,
          waiting: 0,
          languages: ['hi'],
        },
      ]),
    });
    renderPanel(<EmailSender />);
    const card = await screen.findByRole('article', { name: 'Annual day' });
    expect(card).toHaveTextContent(`${campaignTexts.writtenIn} English, हिन्दी`);
    expect(within(card).getByText('हिन्दी')).toHaveAttribute('lang', 'hi');
  });
});
