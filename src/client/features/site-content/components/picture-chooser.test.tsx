import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentPaths } from '#shared/api/content';
import { mediaPaths, type MediaItem } from '#shared/api/media';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { pageTexts } from '../page-texts.ts';
import { withoutLayout } from '../testing/page-fixtures.ts';
import { PagesPanel } from './pages-panel.tsx';

setupDashboardTest();
withoutLayout();

const photo = (id: number, changes: Partial<MediaItem> = {}): MediaItem => ({
  medias_id: id,
  media_url: `/uploads/photo-${id}-1280.jpg`,
  media_type: 'Photo',
  media_category: 'ISRO Show',
  alt_text: `Children at the rocket show ${id}`,
  status: 'ready',
  status_reason: null,
  width: 1280,
  height: 960,
  placeholder: null,
  poster_url: null,
  variants: [],
  created_at: '2026-06-01T09:00:00.000Z',
  ...changes,
});

describe('content issue: pictures from the media library in a page', () => {
  it('offers the ready photos of the library and puts the chosen one in the text with its description', async () => {
    fakeApi({
      [`GET ${contentPaths.allPages}`]: json(200, []),
      [`GET ${mediaPaths.list}`]: json(200, {
        items: [photo(1), photo(2, { status: 'processing' }), photo(3, { media_type: 'Video' })],
        nextCursor: null,
      }),
    });
    const { user } = renderPanel(<PagesPanel />);
    await user.click(await screen.findByRole('button', { name: pageTexts.newPage }));
    await user.click(await screen.findByRole('button', { name: 'Picture' }));
    const chooser = screen.getByRole('dialog', { name: pageTexts.choosePicture });
    const choices = await within(chooser).findAllByRole('button', { name: /Children at the rocket show/ });
    expect(choices).toHaveLength(1);
    await user.click(choices[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('textbox', { name: pageTexts.body })).getByRole('img', {
          name: 'Children at the rocket show 1',
        }),
      ).toHaveAttribute('src', '/uploads/photo-1-1280.jpg'),
    );
  });
});
