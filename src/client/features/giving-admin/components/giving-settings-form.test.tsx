import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { givingMessages, givingPaths } from '#shared/api/giving';
import {
  receiptImageMessages,
  receiptImagePaths,
  receiptImageTexts,
  type ReceiptImages,
} from '#shared/api/giving-images';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { savedSettings } from '../testing/donation-fixtures.ts';
import { GivingSettingsForm } from './giving-settings-form.tsx';

setupDashboardTest();
const say = givingAdminTexts.settings;
const route = `PUT ${givingPaths.settings}`;

function renderSettings(answer = json(200, savedSettings)) {
  let images: ReceiptImages = { logo: null, signature: { id: 7 } };
  const api = fakeApi({
    [`GET ${givingPaths.settings}`]: json(200, savedSettings),
    [route]: ({ body }) => (answer.status === 200 ? json(200, body) : answer),
    [`GET ${receiptImagePaths.current}`]: () => json(200, images),
    [`PUT ${receiptImagePaths.kind('logo')}`]: () => json(200, (images = { ...images, logo: { id: 8 } })),
    [`DELETE ${receiptImagePaths.kind('signature')}`]: () =>
      json(200, (images = { ...images, signature: null })),
  });
  return { api, ...renderPanel(<GivingSettingsForm />) };
}

describe('Giving settings (issue 11, Must have 1)', () => {
  it('shows the saved UPI, bank and 80G details under visible labels', async () => {
    renderSettings();
    expect(await screen.findByLabelText(say.upiId)).toHaveValue('gurukul@sbi');
    expect(screen.getByLabelText(say.payeeName)).toHaveValue('Gurukul Trust');
    expect(screen.getByLabelText(say.ifsc)).toHaveValue('SBIN0001234');
    expect(screen.getByLabelText(say.pan)).toHaveValue('AAATG1234Q');
    expect(screen.getByLabelText(say.urnIssuedOn)).toHaveValue('2021-09-24');
    expect(screen.getByLabelText(say.sectionCode)).toHaveValue('Section 80G');
    const kit = screen.getByRole('group', { name: 'Sponsor a school kit' });
    expect(within(kit).getByLabelText(say.amountLabel(1))).toHaveValue('1500');
  });

  it('refuses a UPI ID that is not name@handle and an IFSC of the wrong form, and sends nothing', async () => {
    const { api, user } = renderSettings();
    const upi = await screen.findByLabelText(say.upiId);
    await user.clear(upi);
    await user.type(upi, 'gurukul.sbi');
    const ifsc = screen.getByLabelText(say.ifsc);
    await user.clear(ifsc);
    await user.type(ifsc, 'SBIN1234');
    await user.click(screen.getByRole('button', { name: say.save }));
    expect(upi).toHaveAccessibleDescription(`${say.upiHint} ${givingMessages.vpaInvalid}`);
    expect(upi).toHaveAttribute('aria-invalid', 'true');
    expect(ifsc).toHaveAccessibleDescription(`${say.ifscHint} ${givingMessages.ifscInvalid}`);
    expect(upi).toHaveFocus();
    expect(api.sent('PUT')).toHaveLength(0);
  });

  it('refuses a suggested amount that is not a whole number of rupees', async () => {
    const { api, user } = renderSettings();
    const kit = await screen.findByRole('group', { name: 'Sponsor a school kit' });
    const amount = within(kit).getByLabelText(say.amountLabel(1));
    await user.clear(amount);
    await user.type(amount, '15.50');
    await user.click(screen.getByRole('button', { name: say.save }));
    expect(amount).toHaveAccessibleDescription(givingMessages.amountInvalid);
    expect(api.sent('PUT')).toHaveLength(0);
  });

  it('saves the settings with amounts as rupees, edited per action, and says so', async () => {
    const { api, user } = renderSettings();
    const kit = await screen.findByRole('group', { name: 'Sponsor a school kit' });
    await user.click(within(kit).getByRole('button', { name: /Add an amount/ }));
    // The new field takes the focus, so the amount can be typed at once.
    expect(within(kit).getByLabelText(say.amountLabel(2))).toHaveFocus();
    await user.keyboard('3000');
    const money = screen.getByRole('group', { name: 'Way to Give (Money)' });
    await user.click(within(money).getByRole('button', { name: 'Remove amount 1 of Way to Give (Money)' }));
    expect(within(money).getByRole('button', { name: /Add an amount/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: say.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(say.saved);
    expect(api.sent('PUT')[0]!.body).toEqual({
      ...savedSettings,
      amounts: {
        ...savedSettings.amounts,
        'sponsor-a-school-kit': [1500, 3000],
        'way-to-give-money': [1000, 2500],
      },
    });
  });

  it('saves the purpose each way to give states on its receipts, and refuses an empty one', async () => {
    const { api, user } = renderSettings();
    const purposes = await screen.findByRole('group', { name: say.purposesLegend });
    expect(purposes).toHaveAccessibleDescription(say.purposesHint);
    const kit = within(purposes).getByLabelText('Sponsor a school kit');
    expect(kit).toHaveValue('School kits for Class 5');
    await user.clear(kit);
    await user.click(screen.getByRole('button', { name: say.save }));
    expect(await within(purposes).findByText(givingMessages.purposeRequired)).toBeInTheDocument();
    expect(api.sent('PUT')).toHaveLength(0);
    await user.type(kit, 'School kits for the new term');
    await user.click(screen.getByRole('button', { name: say.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(say.saved);
    expect(api.sent('PUT')[0]!.body).toMatchObject({
      purposes: { ...savedSettings.purposes, 'sponsor-a-school-kit': 'School kits for the new term' },
    });
  });

  it('saves the 80G approval’s validity, who signs, and the donation type of each way to give', async () => {
    const { api, user } = renderSettings();
    const from = await screen.findByLabelText(say.urnValidFrom);
    expect(from).toHaveValue('2021-09-24');
    expect(from).toHaveAccessibleDescription(say.urnValidFromHint);
    const until = screen.getByLabelText(say.urnValidUntil);
    expect(until).toHaveAccessibleDescription(say.urnValidUntilHint);
    await user.clear(until);
    await user.type(until, '2031-03-31');
    const name = screen.getByLabelText(say.signatoryName);
    expect(name).toHaveValue('R. Sharma');
    await user.clear(name);
    await user.type(name, 'Meena Iyer');
    const designation = screen.getByLabelText(say.signatoryDesignation);
    await user.clear(designation);
    await user.type(designation, 'Secretary');
    const types = screen.getByRole('group', { name: say.donationTypesLegend });
    expect(types).toHaveAccessibleDescription(say.donationTypesHint);
    expect(within(types).getByLabelText('Sponsor for a child')).toHaveDisplayValue(
      givingAdminTexts.donationTypeLabels['Specific grant'],
    );
    await user.selectOptions(within(types).getByLabelText('Sponsor a school kit'), 'Corpus');
    await user.click(screen.getByRole('button', { name: say.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(say.saved);
    expect(api.sent('PUT')[0]!.body).toEqual({
      ...savedSettings,
      urnValidUntil: '2031-03-31',
      signatory: { name: 'Meena Iyer', designation: 'Secretary' },
      donationTypes: { ...savedSettings.donationTypes, 'sponsor-a-school-kit': 'Corpus' },
    });
  });

  it('issue 23, must haves 3 and 5: saves the amount above which the address is asked, and the FCRA account', async () => {
    const { api, user } = renderSettings();
    const above = await screen.findByLabelText(say.addressRequiredAbove);
    expect(above).toHaveAccessibleDescription(say.addressRequiredHint);
    await user.clear(above);
    await user.type(above, '5,000');
    const fcra = screen.getByRole('group', { name: say.fcraLegend });
    expect(fcra).toHaveAccessibleDescription(say.fcraHint);
    await user.type(within(fcra).getByLabelText(say.fcraAccountName), 'Gurukul Trust FC');
    await user.type(within(fcra).getByLabelText(say.fcraAccountNumber), '40012345678');
    await user.type(within(fcra).getByLabelText(say.fcraIfsc), 'sbin0000691');
    await user.type(within(fcra).getByLabelText(say.fcraBranch), 'New Delhi Main Branch');
    await user.click(screen.getByRole('button', { name: say.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(say.saved);
    expect(api.sent('PUT')[0]!.body).toMatchObject({
      addressRequiredAbove: 5000,
      fcraAccount: {
        accountName: 'Gurukul Trust FC',
        accountNumber: '40012345678',
        ifsc: 'SBIN0000691',
        branch: 'New Delhi Main Branch',
      },
    });
  });

  it("shows the server's message when it refuses the settings", async () => {
    const { user } = renderSettings(json(400, { error: givingMessages.accountInvalid, code: 'VALIDATION' }));
    await user.click(await screen.findByRole('button', { name: say.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(givingMessages.accountInvalid);
  });
});

describe('Logo and signature on receipts (issue 23, must have 9)', () => {
  it('shows the signature receipts carry, uploads a logo as the file itself, and says so', async () => {
    const { api, user } = renderSettings();
    expect(await screen.findByRole('img', { name: receiptImageTexts.signature.alt })).toHaveAttribute(
      'src',
      receiptImagePaths.file(7),
    );
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(receiptImageTexts.logo.upload), logo);
    expect(await screen.findByRole('img', { name: receiptImageTexts.logo.alt })).toHaveAttribute(
      'src',
      receiptImagePaths.file(8),
    );
    expect(api.sent('PUT', receiptImagePaths.kind('logo'))[0]!.body).toBe(logo);
    expect(await screen.findByText(receiptImageMessages.saved('logo'))).toBeInTheDocument();
  });

  it('refuses a file that is not an image before sending it', async () => {
    const { api } = renderSettings();
    const input = await screen.findByLabelText(receiptImageTexts.logo.upload);
    // As a browser that ignores the accept list would hand it over.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-'], 'scan.pdf', { type: 'application/pdf' })] },
    });
    expect(input).toHaveAccessibleDescription(expect.stringContaining(receiptImageMessages.notAnImage));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('PUT')).toHaveLength(0);
  });

  it('says what removing the signature does before it does it', async () => {
    const { api, user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: receiptImageTexts.signature.remove }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(receiptImageTexts.signature.removeSays);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(receiptImageMessages.removed('signature'))).toBeInTheDocument();
    expect(api.sent('DELETE')).toHaveLength(1);
    expect(screen.queryByRole('img', { name: receiptImageTexts.signature.alt })).not.toBeInTheDocument();
  });
});
