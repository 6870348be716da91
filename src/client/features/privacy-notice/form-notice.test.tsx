import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteContent } from '#shared/content/site-content';
import { PRIVACY_PAGE_PATH } from '#shared/privacy/consent';
import { SiteContentProvider } from '#client/lib/site-content.tsx';
import { ContactForm } from '#client/features/contact/components/contact-form.tsx';
import { InterestForm } from '#client/features/get-involved/components/interest-form.tsx';
import { DonorForm } from '#client/features/giving/components/donor-form.tsx';
import { options } from '#client/features/giving/testing/giving-fixtures.ts';
import { HomeContactForm } from '#client/features/home/home-contact-form.tsx';
import { SubscribeBox } from '#client/features/subscribe/components/subscribe-box.tsx';
import { InLanguage } from '#client/testing/language.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const version = '2026-11-28T10:00:00.000Z';
const words = 'We use these details only to answer you.';
const content = {
  ...defaultSiteContent,
  site: { ...defaultSiteContent.site, formNotice: words },
  privacyNoticeVersion: version,
};

/** Every public form of the site: contact page, home page, volunteer forms, subscribe, donate. */
const forms: { name: string; element: ReactElement }[] = [
  { name: 'the contact page form', element: <ContactForm labelledBy="title" /> },
  { name: 'the home page contact form', element: <HomeContactForm /> },
  { name: 'the volunteer and programme form', element: <InterestForm action="Mentor" /> },
  { name: 'the subscribe form', element: <SubscribeBox /> },
  {
    name: 'the donate form',
    element: <DonorForm action="sponsor-a-school-kit" options={options} onPledged={() => undefined} />,
  },
];

const renderWithContent = (element: ReactElement) =>
  render(<SiteContentProvider value={{ content }}>{element}</SiteContentProvider>, { wrapper: InLanguage });

describe('issue 27: the short privacy notice on every public form', () => {
  it.each(forms)(
    '$name shows the administrator’s words and the link before its send button',
    ({ element }) => {
      const { container } = renderWithContent(element);
      const form = container.querySelector('form')!;
      const notice = within(form).getByText(words, { exact: false });
      const link = within(notice).getByRole('link', { name: 'Read our privacy notice' });
      expect(link).toHaveAttribute('href', PRIVACY_PAGE_PATH);
      const submit = form.querySelector('[type="submit"]')!;
      expect(notice.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // Also posted by the form without JavaScript: the version of the Privacy page it links to.
      expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="noticeVersion"]')!.value).toBe(
        version,
      );
    },
  );

  it('sends the version the notice showed with the form', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ message: 'Thank you' }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithContent(<HomeContactForm />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Meera');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Thank you');
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(body.noticeVersion).toBe(version);
  });
});
