import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactReceivedMessage } from '#shared/api/inbox';
import { organisation } from '#shared/organisation';
import { ContactUs } from './contact-us.tsx';
import { InLanguage } from '#client/testing/language.tsx';

interface Call {
  url: string;
  method: string;
  body: Record<string, unknown>;
}

/** Answers POST /api/contact with `answer`; returns the requests made. */
function fakeContactApi(answer: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? 'GET', body: JSON.parse(String(init.body)) });
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

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sunita');
  await user.type(screen.getByRole('textbox', { name: 'Mobile No.' }), '98450 11111');
  await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'sunita@example.org');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Can we visit your space show?');
}

describe('contact page (SPEC "Contact page", sections 4, 5 and 9)', () => {
  it('shows the 400 px banner carousel with one picture, Like and Share', () => {
    render(<ContactUs />, { wrapper: InLanguage });
    const carousel = screen.getByRole('region', { name: 'Pictures of our centre' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('shows the Contact us form with its subtitle, fields and Send button', () => {
    render(<ContactUs />, { wrapper: InLanguage });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(
      screen.getByText('Interested in a certain project? Contact us using the form below.'),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Contact us' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(name).toBeRequired();
    expect(name.closest('div')).toHaveTextContent('Name *');
    expect(name).not.toHaveAttribute('required');
    expect(within(form).getByRole('textbox', { name: 'Mobile No.' })).toHaveAttribute('type', 'tel');
    expect(within(form).getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('type', 'email');
    expect(within(form).getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '6');
    expect(within(form).getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('hides the honeypot field from people, assistive technology and the tab order', () => {
    const { container } = render(<ContactUs />, { wrapper: InLanguage });
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).toHaveClass('visually-hidden');
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).not.toBeInTheDocument();
  });

  it('sends the message to /api/contact, says so and empties the form', async () => {
    const calls = fakeContactApi(() => json(201, { message: contactReceivedMessage }));
    const user = userEvent.setup();
    render(<ContactUs />, { wrapper: InLanguage });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(contactReceivedMessage)).toHaveAttribute('role', 'status');
    expect(calls).toEqual([
      {
        url: '/api/contact',
        method: 'POST',
        body: {
          name: 'Sunita',
          mobile: '98450 11111',
          email: 'sunita@example.org',
          message: 'Can we visit your space show?',
          source: 'contact-page',
          website: '',
        },
      },
    ]);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it("shows the server's error as an alert and keeps what was typed", async () => {
    fakeContactApi(() => json(400, { error: 'Please enter a valid mobile number.', code: 'bad_request' }));
    const user = userEvent.setup();
    render(<ContactUs />, { wrapper: InLanguage });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid mobile number.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Sunita');
    expect(screen.getByRole('textbox', { name: 'Mobile No.' })).toHaveValue('98450 11111');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Can we visit your space show?');
  });

  it('explains a network failure and keeps what was typed', async () => {
    fakeContactApi(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    render(<ContactUs />, { wrapper: InLanguage });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/check your connection/);
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveValue('sunita@example.org');
  });

  it('Like toggles its pressed state and sends nothing', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    render(<ContactUs />, { wrapper: InLanguage });
    const like = screen.getByRole('button', { name: 'Like' });
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("Share opens the device's share sheet when there is one", async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const user = userEvent.setup();
      render(<ContactUs />, { wrapper: InLanguage });
      await user.click(screen.getByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({ title: 'Contact us', url: window.location.href });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('Share copies the address and says so when there is no share sheet', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    expect('share' in navigator).toBe(false);
    render(<ContactUs />, { wrapper: InLanguage });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByText('Link copied to the clipboard.')).toBeInTheDocument();
  });

  it('shows Our Office with a picture, the postal address and two phone numbers to call', () => {
    render(<ContactUs />, { wrapper: InLanguage });
    const office = screen.getByRole('region', { name: 'Our Office' });
    expect(within(office).getByRole('img')).toHaveAccessibleName(/office/i);
    const { street, area, city, state, postcode, country } = organisation.address;
    for (const part of [street, area, city, state, postcode, country])
      expect(within(office).getByText(new RegExp(part))).toBeInTheDocument();
    const phones = within(office).getAllByRole('link');
    expect(phones).toHaveLength(2);
    expect(phones[0]).toHaveAttribute('href', 'tel:+919845012345');
    expect(phones[1]).toHaveAttribute('href', 'tel:+918023456789');
  });
});
