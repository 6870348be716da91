import { testSession } from '#client/admin/testing/test-session.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mediaPaths } from '#shared/api/media';
import { pageOf, photo } from '#client/features/gallery/gallery-test-data.ts';
import { fakeApi, json, type FakeRequest } from '#client/admin/testing/fake-api.ts';
import { FakeXhr } from '#client/admin/testing/fake-xhr.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { pictureDialogTexts as texts } from '../picture-dialog-texts.ts';
import { PictureDialog } from './picture-dialog.tsx';

setupDashboardTest();

const queryOf = (request: FakeRequest) => new URL(request.url, 'http://site').searchParams;

/** The library as the server answers it: newest first, searched by description, two photos a page. */
function library() {
  const photos = [
    photo({ medias_id: 5, alt_text: 'Rocket launch at the ISRO show' }),
    photo({ medias_id: 4, alt_text: 'Yoga class on the terrace' }),
    photo({ medias_id: 3, alt_text: 'Children at the science fair' }),
  ];
  return (request: FakeRequest) => {
    const query = queryOf(request);
    const search = (query.get('q') ?? '').toLowerCase();
    const found = photos.filter((item) => item.alt_text!.toLowerCase().includes(search));
    const start = query.get('cursor') ? Number(query.get('cursor')) : 0;
    const next = start + 2 < found.length ? String(start + 2) : null;
    return json(200, pageOf(found.slice(start, start + 2), next));
  };
}

describe('Issue 25, must have 4: one picture dialog, with search, Load more and an upload', () => {
  it('shows the newest photos first and more of them with Load more', async () => {
    const api = fakeApi({ [`GET ${mediaPaths.list}`]: library() });
    const { user } = renderPanel(<PictureDialog onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    const list = await within(dialog).findByRole('list', { name: texts.libraryHeading });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Rocket launch at the ISRO show', 'Yoga class on the terrace']);
    await user.click(within(dialog).getByRole('button', { name: texts.loadMore }));
    expect(
      await within(list).findByRole('button', { name: texts.use('Children at the science fair') }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: texts.loadMore })).not.toBeInTheDocument();
    expect(queryOf(api.sent('GET', mediaPaths.list).at(-1)!).get('cursor')).toBe('2');
  });

  it('searches the descriptions: the typed words are sent as q', async () => {
    const api = fakeApi({ [`GET ${mediaPaths.list}`]: library() });
    const { user } = renderPanel(<PictureDialog onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    const search = within(dialog).getByLabelText(texts.search);
    expect(search).toHaveFocus();
    await user.type(search, 'yoga');
    await waitFor(() =>
      expect(api.sent('GET', mediaPaths.list).map((request) => queryOf(request).get('q'))).toContain('yoga'),
    );
    const list = within(dialog).getByRole('list', { name: texts.libraryHeading });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Yoga class on the terrace']),
    );
    await user.clear(search);
    await user.type(search, 'volcano{Enter}');
    expect(await within(dialog).findByText(texts.noneFound('volcano'))).toBeInTheDocument();
  });

  it('answers with the chosen photo, and with nothing on Close or Escape', async () => {
    fakeApi({ [`GET ${mediaPaths.list}`]: library() });
    const onClose = vi.fn();
    const { user } = renderPanel(<PictureDialog onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    await user.click(
      await within(dialog).findByRole('button', { name: texts.use('Yoga class on the terrace') }),
    );
    expect(onClose).toHaveBeenLastCalledWith({
      src: expect.stringMatching(/^\/uploads\//),
      alt: 'Yoga class on the terrace',
      width: expect.any(Number),
      height: expect.any(Number),
    });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenLastCalledWith(null);
    await user.click(within(dialog).getByRole('button', { name: texts.close }));
    expect(onClose).toHaveBeenLastCalledWith(null);
  });

  it('offers an upload to the media library only, and then shows the whole library again', async () => {
    FakeXhr.install();
    const api = fakeApi({ [`GET ${mediaPaths.list}`]: library() });
    const { user } = renderPanel(<PictureDialog onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    const upload = within(dialog).getByRole('group', { name: texts.uploadHeading });
    await user.type(within(dialog).getByLabelText(texts.search), 'yoga');
    const file = new File(['x'], 'team.jpg', { type: 'image/jpeg' });
    await user.upload(within(upload).getByLabelText(texts.uploadFile), file);
    await user.type(within(upload).getByLabelText(texts.describe), 'Our new team');
    await user.click(within(upload).getByRole('button', { name: texts.upload }));
    const xhr = FakeXhr.last();
    expect(xhr.body?.get('file')).toBe(file);
    expect(xhr.body?.get('libraryOnly')).toBe('true');
    expect(xhr.body?.get('mediaCategory')).toBeNull();
    expect(xhr.body?.get('altText')).toBe('Our new team');
    xhr.respond(201, { message: 'Media submitted successfully!', media: photo({ status: 'processing' }) });
    expect(await within(upload).findByText(texts.uploaded)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(texts.search)).toHaveValue('');
    await waitFor(() => expect(queryOf(api.sent('GET', mediaPaths.list).at(-1)!).get('q')).toBeNull());
  });

  it('says so when the library cannot be read', async () => {
    fakeApi({ [`GET ${mediaPaths.list}`]: json(500, { error: 'Failed to fetch media' }) });
    renderPanel(<PictureDialog onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to fetch media');
  });

  it('issue 26: offers the upload only to a role that adds to the library; communications choose from it', async () => {
    fakeApi({ [`GET ${mediaPaths.list}`]: library() });
    renderPanel(<PictureDialog onClose={vi.fn()} />, testSession('communications'));
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    expect(await within(dialog).findByText(texts.uploadNotYours)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(texts.uploadFile)).not.toBeInTheDocument();
  });

  it('issue 27, must have 5: never offers a photo with identifiable children and no consent on file', async () => {
    fakeApi({
      [`GET ${mediaPaths.list}`]: json(
        200,
        pageOf(
          [
            photo({
              medias_id: 8,
              alt_text: 'Sports day, no consent',
              children: 'yes',
              children_consent: null,
            }),
            photo({
              medias_id: 7,
              alt_text: 'Sports day, consent',
              children: 'yes',
              children_consent: 'Office file',
            }),
            photo({ medias_id: 6, alt_text: 'Library hall', children: 'no', children_consent: null }),
          ],
          null,
        ),
      ),
    });
    renderPanel(<PictureDialog onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    const list = await within(dialog).findByRole('list', { name: texts.libraryHeading });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Sports day, consent', 'Library hall']);
  });
});
