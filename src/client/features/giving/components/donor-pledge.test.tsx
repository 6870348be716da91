import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '#client/testing/memory-router.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { givingMessages, givingPaths } from '#shared/api/giving-fields';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { givingTexts } from '#client/texts/giving.ts';
import { GetInvolved } from '#client/features/get-involved/components/get-involved.tsx';
import { pledge } from '../testing/giving-fixtures.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedLink = `/donate?pledge=${pledge.reference}&token=signed-token`;

function openLink(answer: ReturnType<typeof json>) {
  const api = fakeApi({ [`GET ${givingPaths.pledge(pledge.reference)}`]: answer });
  render(
    <MemoryRouter initialEntries={[signedLink]}>
      <GetInvolved />
    </MemoryRouter>,
  );
  return api;
}

describe('giving issue: the donor’s pledge page, opened with the signed link of the confirmation mail', () => {
  it('shows the pledge, how to pay it again and the UTR field', async () => {
    const api = openLink(json(200, pledge));
    expect(
      await screen.findByRole('heading', { name: `${givingTexts.donorPage.title} ${pledge.reference}` }),
    ).toBeInTheDocument();
    expect(api.requests[0]!.url).toBe(`${givingPaths.pledge(pledge.reference)}?token=signed-token`);
    expect(screen.getByText(/Sponsor a school kit, ₹1,500/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: givingTexts.payment.payWithUpi })).toHaveAttribute(
      'href',
      pledge.upiUri,
    );
    expect(screen.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: givingTexts.payment.bankTitle })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: givingTexts.utr.label })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ways to give' })).toBeNull();
  });

  it('shows a received pledge with its UTR and takes no other', async () => {
    openLink(json(200, { ...pledge, status: 'received', utr: '412356789012' }));
    expect(await screen.findByText(givingTexts.donorPage.status.received)).toBeInTheDocument();
    expect(screen.getByText('412356789012')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: givingTexts.utr.label })).toBeNull();
    expect(screen.queryByRole('link', { name: givingTexts.payment.payWithUpi })).toBeNull();
  });

  it('says so inside the page when the link is not valid', async () => {
    openLink(json(404, { error: givingMessages.pledgeNotFound, code: 'not_found' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(givingMessages.pledgeNotFound);
    expect(screen.getByRole('link', { name: givingTexts.donorPage.back })).toHaveAttribute('href', '/donate');
  });
});
