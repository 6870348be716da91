import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentMessages as say, contentPaths } from '#shared/api/content';
import { defaultSiteDetails } from '#shared/content/defaults/index';
import { listEditorTexts as texts } from '#shared/content/list-editor-texts';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { SiteDetailsPanel } from './block-panels.tsx';

setupDashboardTest();

function serve() {
  return fakeApi({
    [`GET ${contentPaths.site}`]: json(200, defaultSiteDetails),
    [`PUT ${contentPaths.site}`]: (request) => json(200, request.body),
  });
}

describe('Contact details panel (content issue, item 3)', () => {
  it('edits the site details as a plain form and saves the block', async () => {
    const api = serve();
    const { user } = renderPanel(<SiteDetailsPanel />);
    const tagline = await screen.findByLabelText('Tagline');
    for (const label of [
      'Organisation name',
      'Street',
      'PIN code',
      'Phone number 1',
      'E-mail address',
      'Opening hours',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getAllByLabelText(/page \(optional\)$/)).toHaveLength(6);
    await user.clear(tagline);
    await user.paste('Learning for every child');
    await user.click(screen.getByLabelText('Phone number 3 (optional)'));
    await user.paste('+91 80 1234 5678');
    await user.clear(screen.getByLabelText('Telegram page (optional)'));
    expect(screen.getByText(texts.unsaved)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.saveChanges }));
    await screen.findByText(texts.saved('Contact details'));
    const sent = api.sent('PUT', contentPaths.site)[0]!.body as typeof defaultSiteDetails;
    expect(sent.tagline).toBe('Learning for every child');
    expect(sent.phones).toEqual([...defaultSiteDetails.phones, '+91 80 1234 5678']);
    expect(sent.social.find((link) => link.network === 'telegram')?.href).toBe('');
    expect(screen.queryByText(texts.unsaved)).not.toBeInTheDocument();
  });

  it('issue 27: edits the short privacy notice every public form shows', async () => {
    const api = serve();
    const { user } = renderPanel(<SiteDetailsPanel />);
    const notice = await screen.findByLabelText(
      'Short privacy notice shown above the send button of every form',
    );
    expect(notice).toHaveValue(defaultSiteDetails.formNotice);
    await user.clear(notice);
    await user.paste('We use these details only to answer you.');
    await user.click(screen.getByRole('button', { name: texts.saveChanges }));
    await screen.findByText(texts.saved('Contact details'));
    const sent = api.sent('PUT', contentPaths.site)[0]!.body as typeof defaultSiteDetails;
    expect(sent.formNotice).toBe('We use these details only to answer you.');
  });

  it('shows a problem beside its field and sends nothing', async () => {
    const api = serve();
    const { user } = renderPanel(<SiteDetailsPanel />);
    const postcode = await screen.findByLabelText('PIN code');
    await user.clear(postcode);
    await user.type(postcode, '12');
    await user.clear(screen.getByLabelText('Instagram page (optional)'));
    await user.paste('http://instagram.com/x');
    await user.click(screen.getByRole('button', { name: texts.saveChanges }));
    expect(postcode).toHaveAccessibleDescription(say.postcodeInvalid);
    expect(screen.getByLabelText('Instagram page (optional)')).toHaveAccessibleDescription(say.invalidUrl);
    expect(api.sent('PUT')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: texts.discard }));
    expect(screen.getByLabelText('PIN code')).toHaveValue(defaultSiteDetails.address.postcode);
  });

  it("shows the server's refusal", async () => {
    fakeApi({
      [`GET ${contentPaths.site}`]: json(200, defaultSiteDetails),
      [`PUT ${contentPaths.site}`]: json(400, { error: say.emailInvalid, code: 'bad_request' }),
    });
    const { user } = renderPanel(<SiteDetailsPanel />);
    await user.click(await screen.findByRole('button', { name: texts.saveChanges }));
    expect(await screen.findByRole('alert')).toHaveTextContent(say.emailInvalid);
  });
});
