import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  certificatePaths,
  certificateUploadField,
  type Certificate,
  type CertificateYear,
} from '#shared/api/giving-certificates';
import { fakeApi, json, type Handler } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { CertificatesPanel } from './certificates-panel.tsx';

setupDashboardTest();
// In April the panel opens on the year just ended, whose certificates are due by 31 May.
beforeEach(() => vi.setSystemTime(new Date('2027-04-20T06:00:00Z')));

const say = givingAdminTexts.certificates;

const certificate = (change: Partial<Certificate> = {}): Certificate => ({
  id: 1,
  fileName: 'form-10be.zip › certificate-1.pdf',
  nameOnCertificate: 'MEERA RAO',
  identityOnCertificate: 'XXXXX1234X',
  status: 'matched',
  unmatchedReason: null,
  matchedBy: 'identity',
  donor: { donationId: 11, name: 'Meera Rao', identity: 'PAN XXXXX1234X' },
  uploadedAt: '2027-04-20T06:00:00Z',
  mailedAt: null,
  handedOverAt: null,
  ...change,
});

const unmatched = certificate({
  id: 2,
  fileName: 'form-10be.zip › certificate-4.pdf',
  nameOnCertificate: 'RAVI KUMAR',
  identityOnCertificate: 'XXXXX5679X',
  status: 'unmatched',
  unmatchedReason: 'No donor of this year’s 80G receipts has the identity number on this certificate.',
  matchedBy: null,
  donor: null,
});

const year = (change: Partial<CertificateYear> = {}): CertificateYear => ({
  year: '2026-27',
  deadline: '2027-05-31',
  statementFiledOn: '2027-04-15',
  counts: { uploaded: 2, matched: 1, unmatched: 1, mailed: 0, handedOver: 0, notDelivered: 1 },
  donorsWithout: 2,
  certificates: [certificate(), unmatched],
  donors: [
    { donationId: 11, name: 'Meera Rao', identity: 'PAN XXXXX1234X', hasEmail: true, delivered: false },
    { donationId: 14, name: 'Ravi Kumar', identity: 'PAN XXXXX5678X', hasEmail: true, delivered: false },
  ],
  ...change,
});

const get = `GET ${certificatePaths.year('2026-27')}`;

function renderCertificates(routes: Record<string, Handler | ReturnType<typeof json>> = {}) {
  const api = fakeApi({ [get]: json(200, year()), ...routes });
  return { api, ...renderPanel(<CertificatesPanel />) };
}

describe('Form 10BE certificates panel', () => {
  it('shows the year’s counts and warns how many donors still wait before 31 May', async () => {
    renderCertificates();
    expect(await screen.findByText(say.counts(2, 1, 0, 0, 1))).toBeInTheDocument();
    expect(screen.getByText(say.donorsWithout(2, '31 May 2027'))).toBeInTheDocument();
    expect(screen.getByLabelText(say.year)).toHaveValue('2026-27');
    const table = screen.getByRole('table', { name: say.caption });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[2]!).getByText(unmatched.unmatchedReason!)).toBeInTheDocument();
    expect(within(rows[2]!).getByText(say.statuses.unmatched)).toBeInTheDocument();
  });

  it('says no certificate is due while the year has no 80G donor, rather than that all have theirs', async () => {
    renderCertificates({ [get]: json(200, year({ certificates: [], donors: [], donorsWithout: 0 })) });
    expect(await screen.findByText(say.noDonors('2026-27'))).toBeInTheDocument();
    expect(screen.queryByText(say.donorsWithout(0, '31 May 2027'))).not.toBeInTheDocument();
  });

  it('uploads the chosen files under the upload’s field and says what was matched', async () => {
    const { api, user } = renderCertificates({
      [`POST ${certificatePaths.year('2026-27')}`]: json(201, {
        added: 4,
        alreadyUploaded: 0,
        matched: 3,
        unmatched: 1,
      }),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: say.upload }));
    expect(screen.getByRole('alert')).toHaveTextContent(say.chooseFiles);
    const zip = new File(['PK'], 'form-10be.zip', { type: 'application/zip' });
    await user.upload(screen.getByLabelText(say.files), zip);
    await user.click(screen.getByRole('button', { name: say.upload }));
    expect(await screen.findAllByText(say.uploaded(4, 3, 1, 0))).not.toHaveLength(0);
    const body = api.sent('POST', certificatePaths.year('2026-27'))[0]!.body as FormData;
    expect((body.getAll(certificateUploadField)[0] as File).name).toBe('form-10be.zip');
  });

  it('matches an unmatched certificate by hand to one of the year’s donors', async () => {
    const { api, user } = renderCertificates({
      [`POST ${certificatePaths.match(2)}`]: json(200, { ...unmatched, status: 'matched' }),
    });
    await user.click(await screen.findByRole('button', { name: `${say.match}: ${unmatched.fileName}` }));
    const dialog = screen.getByRole('dialog', { name: say.matchTitle(unmatched.fileName) });
    await user.click(within(dialog).getByRole('button', { name: say.matchSave }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(say.chooseDonor);
    await user.selectOptions(within(dialog).getByLabelText(say.matchDonor), '14');
    await user.click(within(dialog).getByRole('button', { name: say.matchSave }));
    await vi.waitFor(() => expect(api.sent('POST', certificatePaths.match(2))).toHaveLength(1));
    expect(api.sent('POST', certificatePaths.match(2))[0]!.body).toEqual({ donationId: 14 });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says what Mail will do and mails only once confirmed', async () => {
    const { api, user } = renderCertificates({
      [`POST ${certificatePaths.mail('2026-27')}`]: json(200, { queued: 1 }),
    });
    const button = await screen.findByRole('button', { name: say.mail(1) });
    await user.click(button);
    const question = screen.getByRole('alertdialog', { name: say.confirmMail(1) });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('POST', certificatePaths.mail('2026-27'))).toHaveLength(0);
    await user.click(button);
    await user.click(
      within(screen.getByRole('alertdialog', { name: say.confirmMail(1) })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await vi.waitFor(() => expect(api.sent('POST', certificatePaths.mail('2026-27'))).toHaveLength(1));
    expect(await screen.findAllByText(say.mailQueued(1))).not.toHaveLength(0);
  });

  it('undoes a match before the mail, and offers no undo once mailed', async () => {
    const mailed = certificate({
      id: 3,
      fileName: 'mailed.pdf',
      status: 'mailed',
      mailedAt: '2027-04-21T06:00:00Z',
    });
    const { api, user } = renderCertificates({
      [get]: json(200, year({ certificates: [certificate(), mailed] })),
      [`POST ${certificatePaths.unmatch(1)}`]: json(200, {
        ...certificate(),
        status: 'unmatched',
        donor: null,
      }),
    });
    await user.click(await screen.findByRole('button', { name: `${say.undo}: ${certificate().fileName}` }));
    await vi.waitFor(() => expect(api.sent('POST', certificatePaths.unmatch(1))).toHaveLength(1));
    expect(screen.queryByRole('button', { name: `${say.undo}: mailed.pdf` })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${say.download}: mailed.pdf` })).toHaveAttribute(
      'href',
      certificatePaths.certificate(3),
    );
  });

  it('records a certificate given by hand, undoes that record, and deletes a stray upload only once confirmed', async () => {
    const handed = certificate({
      id: 4,
      fileName: 'handed.pdf',
      status: 'handed-over',
      handedOverAt: '2027-04-21T06:00:00Z',
    });
    const { api, user } = renderCertificates({
      [get]: json(200, year({ certificates: [certificate(), unmatched, handed] })),
      [`POST ${certificatePaths.handOver(1)}`]: json(200, { ...certificate(), status: 'handed-over' }),
      [`DELETE ${certificatePaths.handOver(4)}`]: json(200, {
        ...handed,
        status: 'matched',
        handedOverAt: null,
      }),
      [`DELETE ${certificatePaths.certificate(2)}`]: json(200, { message: 'deleted' }),
    });
    await user.click(
      await screen.findByRole('button', { name: `${say.handOver}: ${certificate().fileName}` }),
    );
    await vi.waitFor(() => expect(api.sent('POST', certificatePaths.handOver(1))).toHaveLength(1));
    expect(await screen.findAllByText(say.handedOver)).not.toHaveLength(0);
    // Given: it can no longer be deleted or matched again, only the record undone.
    expect(screen.getByText(say.handedOverOn('21 Apr 2027'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `${say.remove}: handed.pdf` })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${say.undoHandOver}: handed.pdf` }));
    await vi.waitFor(() => expect(api.sent('DELETE', certificatePaths.handOver(4))).toHaveLength(1));
    // An unmatched certificate has no hand-over; deleting it asks first, and Cancel sends nothing.
    expect(
      screen.queryByRole('button', { name: `${say.handOver}: ${unmatched.fileName}` }),
    ).not.toBeInTheDocument();
    const remove = screen.getByRole('button', { name: `${say.remove}: ${unmatched.fileName}` });
    await user.click(remove);
    const question = screen.getByRole('alertdialog', { name: say.confirmRemove(unmatched.fileName) });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('DELETE', certificatePaths.certificate(2))).toHaveLength(0);
    await user.click(remove);
    const again = screen.getByRole('alertdialog', { name: say.confirmRemove(unmatched.fileName) });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(api.sent('DELETE', certificatePaths.certificate(2))).toHaveLength(1));
    expect(await screen.findAllByText(say.removed)).not.toHaveLength(0);
  });

  it('shows the server’s refusal of an upload as it is', async () => {
    const { user } = renderCertificates({
      [`POST ${certificatePaths.year('2026-27')}`]: json(415, {
        error: '“notes.pdf” is not a PDF.',
        code: 'unsupported_media',
      }),
    });
    await screen.findByRole('table');
    await user.upload(
      screen.getByLabelText(say.files),
      new File(['x'], 'notes.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: say.upload }));
    expect(await screen.findByRole('alert')).toHaveTextContent('“notes.pdf” is not a PDF.');
  });

  it('looks again while certificates are being mailed, until each is mailed', async () => {
    let reads = 0;
    const queued = year({ certificates: [certificate({ status: 'queued' })] });
    const mailed = year({
      counts: { uploaded: 1, matched: 1, unmatched: 0, mailed: 1, handedOver: 0, notDelivered: 0 },
      certificates: [certificate({ status: 'mailed', mailedAt: '2027-04-20T06:01:00Z' })],
    });
    const { api } = renderCertificates({ [get]: () => json(200, (reads += 1) === 1 ? queued : mailed) });
    expect(await screen.findByText(say.statuses.queued)).toBeInTheDocument();
    expect(await screen.findByText(say.statuses.mailed, {})).toBeInTheDocument();
    expect(api.sent('GET').length).toBeGreaterThan(1);
  });
});
