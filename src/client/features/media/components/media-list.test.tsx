import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '#shared/api/media';
import { messages } from '#shared/messages';
import { fakeApi, json, networkDown, type FakeRequest } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { mediaItem, seededCategories } from '../testing/media-fixtures.ts';
import { childrenTexts } from '../children-texts.ts';
import { MediaList } from './media-list.tsx';

setupDashboardTest();

const onePage = (items: MediaItem[], nextCursor: string | null = null) => json(200, { items, nextCursor });

describe('List Media (issue 4 item 4)', () => {
  it('lists preview, category and type, pages with Load more, and marks unpublished items', async () => {
    const api = fakeApi({
      'GET /api/images': (request: FakeRequest) =>
        request.url.includes('cursor=abc')
          ? onePage([mediaItem(1, { status: 'failed', status_reason: 'The image could not be read.' })])
          : onePage([mediaItem(3), mediaItem(2, { status: 'processing', media_type: 'Video' })], 'abc'),
    });
    const { user } = renderPanel(<MediaList />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('img', { name: 'Photo number 3' })).toBeInTheDocument();
    expect(within(table).getByText('Processing')).toBeInTheDocument();
    expect(api.requests[0]!.url).toBe('/api/images?category=All&limit=25');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Failed: The image could not be read.')).toBeInTheDocument();
    expect(api.requests.at(-1)!.url).toBe('/api/images?category=All&limit=25&cursor=abc');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('hardening 9: shows that a video was published with its original metadata because ffmpeg is missing', async () => {
    const notice =
      'Published with its original metadata (such as where and with which phone it was filmed): ffmpeg is not installed on the server. Once it is, restart the server and the video is cleaned.';
    fakeApi({
      'GET /api/images': onePage([
        mediaItem(5, { media_type: 'Video', media_url: '/uploads/5.mp4', status_notice: notice }),
        mediaItem(4, { media_type: 'Video', media_url: '/uploads/4-web.mp4', status_notice: null }),
      ]),
    });
    renderPanel(<MediaList />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText(notice)).toBeVisible();
    expect(within(rows[2]!).queryByText(/original metadata/)).not.toBeInTheDocument();
  });

  it('edits category and type with selects, saves, and confirms', async () => {
    const api = fakeApi({
      'GET /api/images': onePage([mediaItem(7)]),
      'GET /api/media/categories': json(200, seededCategories()),
      'PUT /api/update_media/7': json(200, { message: messages.media.updated, media: mediaItem(7) }),
    });
    const { user } = renderPanel(<MediaList />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(category).toHaveFocus();
    await user.selectOptions(category, 'Free Cyber Security Session in Gov. School');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.media.updated)).toBeInTheDocument();
    expect(api.sent('PUT')[0]!.body).toEqual({
      media_category: 'Free Cyber Security Session in Gov. School',
      media_type: 'Photo',
      media_url: '/uploads/7.png',
      alt_text: 'Photo number 7',
    });
    expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('cancels an edit without sending anything', async () => {
    const api = fakeApi({ 'GET /api/images': onePage([mediaItem(7)]) });
    const { user } = renderPanel(<MediaList />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Video');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('cell', { name: 'Photo' })).toBeInTheDocument();
    expect(api.sent('PUT')).toHaveLength(0);
  });

  it("shows the server's reason when an update is refused", async () => {
    fakeApi({
      'GET /api/images': onePage([mediaItem(7)]),
      'PUT /api/update_media/7': json(400, { error: messages.media.typeMismatch, code: 'bad_request' }),
    });
    const { user } = renderPanel(<MediaList />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.media.typeMismatch);
  });

  it('deletes only after the confirmation', async () => {
    const api = fakeApi({
      'GET /api/images': onePage([mediaItem(7)]),
      'DELETE /api/delete_media/7': json(200, { message: messages.media.deleted }),
    });
    const { user } = renderPanel(<MediaList />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: messages.media.confirmDelete });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: messages.media.confirmDelete })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(messages.media.deleted)).toBeInTheDocument();
    expect(api.sent('DELETE', '/api/delete_media/7')).toHaveLength(1);
  });

  it('says so when there is no media', async () => {
    fakeApi({ 'GET /api/images': onePage([]) });
    renderPanel(<MediaList />);
    expect(await screen.findByText(messages.media.empty)).toBeInTheDocument();
  });

  it('shows the load error and loads again on request', async () => {
    let fail = true;
    fakeApi({ 'GET /api/images': (request) => (fail ? networkDown(request) : onePage([mediaItem(1)])) });
    const { user } = renderPanel(<MediaList />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.media.listLoadFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows an item kept in the library only, and offers the current categories to put it back in the gallery', async () => {
    const current = seededCategories();
    current.categories = [
      { id: 1, name: 'Science Fair', mediaCount: 0 },
      { id: 2, name: 'ISRO Show', mediaCount: 0 },
    ];
    current.libraryOnlyCount = 1;
    const api = fakeApi({
      'GET /api/images': onePage([mediaItem(9, { media_category: '' })]),
      'GET /api/media/categories': json(200, current),
      'PUT /api/update_media/9': json(200, { message: messages.media.updated, media: mediaItem(9) }),
    });
    const { user } = renderPanel(<MediaList />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Library only (not in the gallery)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const category = screen.getByRole('combobox', { name: 'Category' });
    await vi.waitFor(() =>
      expect(
        within(category)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Library only (not in the gallery)', 'Science Fair', 'ISRO Show']),
    );
    await user.selectOptions(category, 'Science Fair');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(api.sent('PUT')[0]!.body).toMatchObject({ media_category: 'Science Fair', media_type: 'Photo' }),
    );
  });

  it('issue 27, must have 5: shows why an item is not on the gallery, counts those never asked, and records a corrected answer', async () => {
    const api = fakeApi({
      'GET /api/images': onePage([
        mediaItem(9, { children: 'yes', children_consent: null }),
        mediaItem(8, { children: 'yes', children_consent: 'Consent forms folder, 2026' }),
        mediaItem(7, { children: null, children_consent: null }),
      ]),
      'GET /api/media/categories': json(200, seededCategories()),
      'PUT /api/update_media/9': json(200, { message: messages.media.updated, media: mediaItem(9) }),
      'PUT /api/media/9/children': json(200, {
        message: 'Saved.',
        media: mediaItem(9, { children: 'yes', children_consent: 'Office cupboard' }),
      }),
    });
    const { user } = renderPanel(<MediaList />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText(childrenTexts.heldBack)).toBeVisible();
    expect(within(rows[2]!).getByText(childrenTexts.withConsent('Consent forms folder, 2026'))).toBeVisible();
    expect(within(rows[3]!).getByText(childrenTexts.notAsked)).toBeVisible();
    expect(screen.getByText(childrenTexts.notAskedCount(1))).toBeInTheDocument();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('radio', { name: childrenTexts.consentYes }));
    await user.type(screen.getByLabelText(childrenTexts.whereLabel), 'Office cupboard');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.media.updated)).toBeInTheDocument();
    const sent = api.requests.find((request) => request.url === '/api/media/9/children')!;
    expect(sent.body).toEqual({ children: 'yes', consent: 'Office cupboard' });
  });
});
