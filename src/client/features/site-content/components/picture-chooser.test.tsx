import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentPaths } from '#shared/api/content';
import { mediaPaths } from '#shared/api/media';
import { pageOf, photo, video } from '#client/features/gallery/gallery-test-data.ts';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { pictureDialogTexts } from '#client/features/media/picture-dialog-texts.ts';
import { pagePictureTexts, pageTexts } from '../page-texts.ts';
import { withoutLayout } from '../testing/page-fixtures.ts';
import { PagesPanel } from './pages-panel.tsx';

setupDashboardTest();
withoutLayout();

describe('content issue: pictures from the media library in a page', () => {
  it('offers the ready photos of the library and puts the chosen one in the text with its description', async () => {
    fakeApi({
      [`GET ${contentPaths.allPages}`]: json(200, []),
      [`GET ${mediaPaths.list}`]: json(
        200,
        pageOf([
          photo({ medias_id: 1, alt_text: 'Children at the rocket show' }),
          photo({
            medias_id: 2,
            alt_text: 'Children at the rocket show, still processing',
            status: 'processing',
          }),
          video({ alt_text: 'Children at the rocket show, filmed' }),
        ]),
      ),
    });
    const { user } = renderPanel(<PagesPanel />);
    await user.click(await screen.findByRole('button', { name: pageTexts.newPage }));
    await user.click(await screen.findByRole('button', { name: 'Picture' }));
    const chooser = await screen.findByRole('dialog', { name: pictureDialogTexts.title });
    const choice = await within(chooser).findByRole('button', {
      name: pictureDialogTexts.use('Children at the rocket show'),
    });
    // A photo still being processed is shown but cannot be chosen yet; a video is no picture.
    expect(within(chooser).getByRole('button', { name: /still processing/ })).toBeDisabled();
    expect(within(chooser).queryByRole('button', { name: /filmed/ })).not.toBeInTheDocument();
    await user.click(choice);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('textbox', { name: pageTexts.body })).getByRole('img', {
          name: 'Children at the rocket show',
        }),
      ).toHaveAttribute('src', '/uploads/p1-1280.jpg'),
    );
    // Issue 25, must have 5: the new picture is selected, with its options at hand.
    expect(screen.getByRole('group', { name: pagePictureTexts.options })).toBeInTheDocument();
    expect(screen.getByLabelText(pagePictureTexts.size)).toHaveValue('full');
  });
});
