import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages';
import { onUnauthorized } from '#client/lib/api-client.ts';
import { FakeXhr } from '#client/admin/testing/fake-xhr.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { mediaItem, seededCategories } from '../testing/media-fixtures.ts';
import { insertMediaTexts as texts } from '../insert-media-texts.ts';
import { childrenTexts } from '../children-texts.ts';
import { InsertMediaForm } from './insert-media-form.tsx';

setupDashboardTest();

beforeEach(() => {
  FakeXhr.install();
  fakeApi({ 'GET /api/media/categories': json(200, seededCategories()) });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }),
  );
});

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'rocket.png', { type: 'image/png' });

function setup() {
  const view = renderPanel(<InsertMediaForm />);
  const { user } = view;
  return {
    ...view,
    chooseCategory: async (value: string) => {
      await screen.findByRole('option', { name: value });
      await user.selectOptions(screen.getByLabelText('Media category'), value);
    },
    chooseType: (value: string) => user.selectOptions(screen.getByLabelText('Media type'), value),
    /** Submits, answering "no children" first unless the test answers the question itself. */
    submit: async () => {
      const answered = screen
        .getAllByRole('radio')
        .some(
          (radio) => (radio as HTMLInputElement).checked && radio.getAttribute('name') !== 'media-source',
        );
      if (!answered) await user.click(screen.getByRole('radio', { name: childrenTexts.no }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
    },
    submitOnly: () => user.click(screen.getByRole('button', { name: 'Submit' })),
  };
}

const mediaAnswer = {
  message: messages.media.submitted,
  media: mediaItem(1, {
    media_url: '',
    alt_text: 'Children reading aloud',
    status: 'processing',
    created_at: '2026-11-01T10:00:00.000Z',
  }),
};

describe('Insert Media (SPEC sections 5 and 8, issue 4 item 3)', () => {
  it('requires both category and type before anything is sent', async () => {
    const { chooseCategory, submit } = setup();
    await chooseCategory('ISRO Show');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.media.categoryAndTypeRequired);
    expect(screen.getByLabelText('Media type')).toHaveAttribute('aria-invalid', 'true');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('requires a file in file mode and a URL in URL mode', async () => {
    const { user, chooseCategory, chooseType, submit } = setup();
    await chooseCategory('ISRO Show');
    await chooseType('Photo');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.media.fileOrUrlRequired);
    await user.click(screen.getByRole('radio', { name: 'Link to a URL' }));
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.media.fileOrUrlRequired);
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('previews the chosen photo, sends it with its description and shows real upload progress', async () => {
    const { user, chooseCategory, submit } = setup();
    await chooseCategory('Free English Speaking Class Photos');
    await user.upload(screen.getByLabelText(texts.chooseFiles), png());
    // The file's own type preselects Photo, which asks for the description.
    expect(screen.getByLabelText('Media type')).toHaveValue('Photo');
    await user.type(screen.getByLabelText('Describe the photo rocket.png'), 'Children reading aloud');
    expect(screen.getByRole('img', { name: 'Children reading aloud' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await submit();

    const xhr = FakeXhr.last();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/submit_media']);
    expect(xhr.body!.get('mediaCategory')).toBe('Free English Speaking Class Photos');
    expect(xhr.body!.get('mediaType')).toBe('Photo');
    expect(xhr.body!.get('altText')).toBe('Children reading aloud');
    expect((xhr.body!.get('file') as File).name).toBe('rocket.png');
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    act(() => xhr.progress(512, 2048));
    const bar = screen.getByRole('progressbar', { name: texts.progressOf('rocket.png') });
    expect(bar).toHaveAttribute('value', '512');
    expect(bar).toHaveAttribute('max', '2048');
    expect(screen.getByText(/25% sent/)).toBeInTheDocument();

    act(() => xhr.respond(201, mediaAnswer));
    expect(await screen.findByText(messages.media.submitted)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('rocket.png')).not.toBeInTheDocument();
  });

  it('sends a URL in URL mode and asks no description for a video', async () => {
    const { user, chooseCategory, chooseType, submit } = setup();
    await chooseCategory('ISRO Show');
    await chooseType('Video');
    expect(screen.queryByLabelText('Describe the photo')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Link to a URL' }));
    await user.type(screen.getByLabelText('Media URL'), 'https://example.org/launch.mp4');
    await submit();
    const xhr = FakeXhr.last();
    expect(xhr.body!.get('media_url')).toBe('https://example.org/launch.mp4');
    expect(xhr.body!.get('file')).toBeNull();
    act(() => xhr.respond(201, mediaAnswer));
    expect(await screen.findByText(messages.media.submitted)).toBeInTheDocument();
  });

  it('aborts the upload with Cancel', async () => {
    const { user, chooseCategory, submit } = setup();
    await chooseCategory('ISRO Show');
    await user.upload(screen.getByLabelText(texts.chooseFiles), png());
    await submit();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(FakeXhr.last().aborted).toBe(true);
    expect(await screen.findByText(texts.cancelledNothingSaved)).toBeInTheDocument();
    // Nothing was sent, so the file stays listed to be sent again.
    expect(screen.getByLabelText('Describe the photo rocket.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it.each([
    [
      "the server's error",
      (xhr: FakeXhr) =>
        xhr.respond(415, { error: messages.media.unsupportedType, code: 'unsupported_media' }),
      messages.media.unsupportedType,
    ],
    [
      'the fallback when the server gives none',
      (xhr: FakeXhr) => xhr.respond(500, undefined),
      messages.media.submitFailed,
    ],
    [
      'the network message when the connection fails',
      (xhr: FakeXhr) => xhr.fail(),
      messages.media.submitNetworkError,
    ],
  ])('shows %s', async (_case, answer, expected) => {
    const { user, chooseCategory, submit } = setup();
    await chooseCategory('ISRO Show');
    await user.upload(screen.getByLabelText(texts.chooseFiles), png());
    await submit();
    act(() => answer(FakeXhr.last()));
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
  });

  it('hardening 11: an upload answered OK with the wrong shape shows the submit error, as a failed upload does', async () => {
    const { user, chooseCategory, submit } = setup();
    await chooseCategory('ISRO Show');
    await user.upload(screen.getByLabelText(texts.chooseFiles), png());
    await submit();
    act(() => FakeXhr.last().respond(201, { unexpected: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.media.submitFailed);
    expect(screen.queryByText(messages.media.submitted)).not.toBeInTheDocument();
  });

  it('hardening 11: an upload answered 401 ends the session through the shared client, without another request', async () => {
    const ended = vi.fn();
    const stop = onUnauthorized(ended);
    const { user, chooseCategory, submit } = setup();
    await chooseCategory('ISRO Show');
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    try {
      await user.upload(screen.getByLabelText(texts.chooseFiles), png());
      await submit();
      act(() => FakeXhr.last().respond(401, { error: messages.auth.unauthorized, code: 'unauthorized' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.unauthorized);
      expect(ended).toHaveBeenCalledOnce();
      // Only the form's own list of categories is read again (the upload settled); the upload is not retried.
      expect(fetchSpy.mock.calls.filter(([url]) => url !== '/api/media/categories')).toEqual([]);
    } finally {
      stop();
    }
  });

  it('issue 27, must have 5: asks whether identifiable children are in it and where the consent is, and sends the answer', async () => {
    const { user, chooseCategory, submitOnly } = setup();
    await chooseCategory('ISRO Show');
    await user.upload(screen.getByLabelText(texts.chooseFiles), png());
    await submitOnly();
    expect(screen.getByRole('alert')).toHaveTextContent(childrenTexts.answerRequired);
    expect(FakeXhr.instances).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: childrenTexts.yes }));
    await submitOnly();
    expect(screen.getByRole('alert')).toHaveTextContent(childrenTexts.consentRequired);
    await user.click(screen.getByRole('radio', { name: childrenTexts.consentNo }));
    // Said before it is sent: without consent it stays off the public gallery.
    expect(screen.getByText(childrenTexts.heldBackNotice)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: childrenTexts.consentYes }));
    await submitOnly();
    expect(screen.getByRole('alert')).toHaveTextContent(childrenTexts.whereRequired);
    expect(screen.getByLabelText(childrenTexts.whereLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(FakeXhr.instances).toHaveLength(0);

    await user.type(screen.getByLabelText(childrenTexts.whereLabel), 'Consent forms folder, 2026');
    await submitOnly();
    const xhr = FakeXhr.instances[0]!;
    expect(xhr.body!.get('children')).toBe('yes');
    expect(xhr.body!.get('childrenConsent')).toBe('Consent forms folder, 2026');
  });
});
