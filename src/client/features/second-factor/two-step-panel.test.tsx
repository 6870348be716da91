import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { secondFactorPaths } from '#shared/api/second-factor-paths';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { twoStepTexts as say } from './second-factor-texts.ts';
import { TwoStepPanel } from './two-step-panel.tsx';
import { RequiredRolesSection } from './required-roles-form.tsx';

setupDashboardTest();

const off = { authenticatorApp: false, authenticatorAppSince: null, passkeys: [], recoveryCodesLeft: 0 };
const on = {
  authenticatorApp: true,
  authenticatorAppSince: '2026-11-28T04:30:00.000Z',
  passkeys: [],
  recoveryCodesLeft: 10,
};
const codes = Array.from({ length: 10 }, (_, index) => `ABCDE-2345${index}`);

describe('issue 26, must have 4: the Two-step sign-in panel', () => {
  it('sets up an authenticator app from its QR code and one of its codes, then shows the recovery codes once', async () => {
    let status: typeof on | typeof off = off;
    const api = fakeApi({
      [`GET ${secondFactorPaths.status}`]: () => json(200, status),
      [`POST ${secondFactorPaths.app}`]: json(200, {
        secret: 'JBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/x',
        qrCode: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      }),
      [`POST ${secondFactorPaths.appConfirm}`]: () => {
        status = on;
        return json(200, { codes });
      },
    });
    const { user } = renderPanel(<TwoStepPanel />);
    expect(await screen.findByText(say.off)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: say.start }));
    expect(await screen.findByRole('img', { name: say.qrAlt })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText(say.code), '123 456');
    await user.click(screen.getByRole('button', { name: say.confirm }));
    const heading = await screen.findByRole('heading', { name: say.codesHeading });
    expect(heading).toHaveFocus();
    const list = within(heading.closest('section')!).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(screen.getByRole('link', { name: say.download })).toHaveAttribute(
      'download',
      'recovery-codes.txt',
    );
    expect(api.sent('POST', secondFactorPaths.appConfirm)[0]!.body).toEqual({ code: '123 456' });
    await user.click(screen.getByRole('button', { name: say.kept }));
    expect(await screen.findByText(/Two-step sign-in is on/)).toHaveTextContent(
      '10 recovery codes are left.',
    );
    expect(screen.queryByText(codes[0]!)).not.toBeInTheDocument();
  });

  it('asks for the password before making new recovery codes, and says so when it is wrong', async () => {
    const api = fakeApi({
      [`GET ${secondFactorPaths.status}`]: json(200, on),
      [`POST ${secondFactorPaths.recoveryCodes}`]: (request) =>
        (request.body as { password: string }).password === 'right password'
          ? json(200, { codes })
          : json(401, { error: 'That password is not right.', field: 'password' }),
    });
    const { user } = renderPanel(<TwoStepPanel />);
    await user.click(await screen.findByRole('button', { name: say.newCodes }));
    expect(screen.getByText(say.newCodesQuestion)).toBeInTheDocument();
    await user.type(screen.getByLabelText(say.password), 'wrong');
    await user.click(screen.getByRole('button', { name: say.goOn }));
    expect(await screen.findByText('That password is not right.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(say.password));
    await user.type(screen.getByLabelText(say.password), 'right password');
    await user.click(screen.getByRole('button', { name: say.goOn }));
    expect(await screen.findByRole('heading', { name: say.codesHeading })).toBeInTheDocument();
    expect(api.sent('POST', secondFactorPaths.recoveryCodes)).toHaveLength(2);
  });
});

describe('issue 26, must have 4: Security settings say which roles must use two-step sign-in', () => {
  it('shows the saved roles ticked and saves the new choice', async () => {
    const api = fakeApi({
      [`GET ${secondFactorPaths.required}`]: json(200, { roles: ['owner', 'finance'] }),
      [`PUT ${secondFactorPaths.required}`]: (request) => json(200, request.body),
    });
    const { user } = renderPanel(<RequiredRolesSection />);
    const group = await screen.findByRole('group', { name: say.requiredLegend });
    expect(within(group).getByRole('checkbox', { name: 'Owner' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Finance' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Editor' })).not.toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Finance' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Editor' }));
    await user.click(screen.getByRole('button', { name: say.requiredSave }));
    expect(await screen.findByText(say.requiredSaved)).toBeInTheDocument();
    expect(api.sent('PUT', secondFactorPaths.required)[0]!.body).toEqual({ roles: ['owner', 'editor'] });
  });
});
