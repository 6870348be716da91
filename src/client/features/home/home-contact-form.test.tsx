import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactReceivedMessage } from '#shared/api/inbox';
import { contactPage } from '#client/texts/contact-page.ts';
import { HomeContactForm } from './home-contact-form.tsx';
import { InLanguage } from '#client/testing/language.tsx';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Meera');
  await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'meera@example.org');
  await user.type(screen.getByRole('textbox', { name: 'Mobile No.' }), '+91 98450 00000');
  await user.selectOptions(screen.getByRole('combobox', { name: 'How did you hear about us?' }), 'Teachers');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'I would like to volunteer.');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('home contact form', () => {
  it('has the fields of the spec, with Teachers (not Techers) among the options', () => {
    render(<HomeContactForm />, { wrapper: InLanguage });
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Mobile No.' })).toHaveAttribute('type', 'tel');
    const options = Array.from(
      screen.getByRole('combobox', { name: 'How did you hear about us?' }).querySelectorAll('option'),
    ).map((option) => option.textContent);
    expect(options).toEqual(['Select an option', 'Social Media', 'Friends', 'Teachers', 'Others']);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });

  it('hides the honeypot from people: not focusable, not announced, no autofill', () => {
    const { container } = render(<HomeContactForm />, { wrapper: InLanguage });
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /empty/ })).not.toBeInTheDocument();
  });

  it('posts to /api/contact with source home, shows the success message and clears the form', async () => {
    const user = userEvent.setup();
    const fetchMock = answer(201, { message: contactReceivedMessage });
    render(<HomeContactForm />, { wrapper: InLanguage });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(contactReceivedMessage)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Meera',
      email: 'meera@example.org',
      mobile: '+91 98450 00000',
      message: 'I would like to volunteer.',
      heardFrom: 'Teachers',
      source: 'home',
      website: '',
    });
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  });

  it('shows the server’s error and keeps what was typed', async () => {
    const user = userEvent.setup();
    answer(400, { error: 'Please enter a valid email address.', code: 'bad_request' });
    render(<HomeContactForm />, { wrapper: InLanguage });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Meera');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('I would like to volunteer.');
    expect(screen.getByRole('combobox', { name: 'How did you hear about us?' })).toHaveValue('Teachers');
  });

  it('explains a network failure in the contact page’s words and keeps what was typed', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(<HomeContactForm />, { wrapper: InLanguage });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(contactPage.form.networkError);
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveValue('meera@example.org');
  });

  it('sends once when Send is pressed again while the message is on its way', async () => {
    const user = userEvent.setup();
    let answerNow = () => {};
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answerNow = () =>
            resolve(
              new Response(JSON.stringify({ message: contactReceivedMessage }), {
                status: 201,
                headers: { 'Content-Type': 'application/json' },
              }),
            );
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<HomeContactForm />, { wrapper: InLanguage });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ravi');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    fireEvent.submit(screen.getByRole('button', { name: 'Sending...' }).closest('form')!);
    answerNow();
    await screen.findByText(contactReceivedMessage);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves out the heard-from answer when none was chosen', async () => {
    const user = userEvent.setup();
    const fetchMock = answer(201, { message: contactReceivedMessage });
    render(<HomeContactForm />, { wrapper: InLanguage });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ravi');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(contactReceivedMessage);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).not.toHaveProperty('heardFrom');
  });
});
