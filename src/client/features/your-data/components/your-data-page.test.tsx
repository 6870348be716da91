import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataRequestPaths, dataRequestTexts } from '#shared/api/data-request-fields';
import { YourDataPageContent } from './your-data-page-content.tsx';
import { InLanguage } from '#client/testing/language.tsx';

interface Call {
  url: string;
  body: Record<string, unknown>;
}

function fakeApi(answer: () => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return answer();
    }),
  );
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the "Your data" page (issue 27: a person’s requests)', () => {
  it('says what can be asked, the 90-day answer and what the law keeps, and links the privacy notice', () => {
    render(<YourDataPageContent />, { wrapper: InLanguage });
    expect(screen.getByRole('heading', { level: 1, name: 'Your data' })).toBeInTheDocument();
    expect(screen.getByText(/within 90 days/)).toBeInTheDocument();
    expect(
      screen.getByText(/Donation records, receipts and certificates stay for 10 years/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read how we use personal data' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('is a form that posts without JavaScript, each control labelled, "see" chosen at first', () => {
    render(<YourDataPageContent />, { wrapper: InLanguage });
    const form = screen.getByRole('form', { name: 'Your request' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', dataRequestPaths.ask);
    expect(within(form).getByRole('textbox', { name: /Your e-mail address/ })).toHaveAttribute(
      'name',
      'email',
    );
    const choices = within(form).getByRole('group', { name: 'What would you like us to do?' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['see', 'correct', 'erase']);
    expect(within(choices).getByRole('radio', { name: 'See what you keep about me' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: /what is wrong/ })).toHaveAttribute('name', 'details');
  });

  it('sends a correction with what is wrong, shows the same answer the server gives any address, and empties the form', async () => {
    const calls = fakeApi(() => json(201, { message: dataRequestTexts.received }));
    const user = userEvent.setup();
    render(<YourDataPageContent />, { wrapper: InLanguage });
    await user.type(screen.getByRole('textbox', { name: /Your e-mail address/ }), 'asha@example.org');
    await user.click(screen.getByRole('radio', { name: 'Correct something you keep about me' }));
    await user.type(screen.getByRole('textbox', { name: /what is wrong/ }), 'My name is Asha.');
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByRole('status')).toHaveTextContent(dataRequestTexts.received);
    expect(calls).toEqual([
      {
        url: dataRequestPaths.ask,
        body: { email: 'asha@example.org', kind: 'correct', details: 'My name is Asha.', website: '' },
      },
    ]);
    expect(screen.getByRole('textbox', { name: /Your e-mail address/ })).toHaveValue('');
  });

  it('shows the server’s words when the request is refused, and keeps what was typed', async () => {
    fakeApi(() => json(400, { error: dataRequestTexts.detailsRequired, code: 'bad_request' }));
    const user = userEvent.setup();
    render(<YourDataPageContent />, { wrapper: InLanguage });
    await user.type(screen.getByRole('textbox', { name: /Your e-mail address/ }), 'asha@example.org');
    await user.click(screen.getByRole('radio', { name: 'Correct something you keep about me' }));
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(dataRequestTexts.detailsRequired);
    expect(screen.getByRole('textbox', { name: /Your e-mail address/ })).toHaveValue('asha@example.org');
  });
});
