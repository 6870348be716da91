import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { categoryTexts, type CategoryList } from '#shared/api/media-categories';
import { fakeApi, json, type FakeRequest } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { GalleryCategoriesPanel } from './gallery-categories-panel.tsx';
import { galleryCategoriesTexts as texts } from '../gallery-categories-texts.ts';

setupDashboardTest();

const list = (
  categories: [number, string, number][],
  libraryOnlyCount = 0,
  message?: string,
): CategoryList => ({
  categories: categories.map(([id, name, mediaCount]) => ({ id, name, mediaCount })),
  libraryOnlyCount,
  ...(message ? { message } : {}),
});

const seeded = list([
  [1, 'ISRO Show', 4],
  [2, 'Free English Speaking Class Photos', 2],
  [3, 'Free Cyber Security Session in Gov. School', 0],
]);

const names = () =>
  within(screen.getByRole('list', { name: texts.listTitle }))
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild!.firstElementChild!.textContent);

describe('Gallery categories panel', () => {
  it('lists the categories in the gallery order with how many photos each holds', async () => {
    fakeApi({ 'GET /api/media/categories': json(200, seeded) });
    renderPanel(<GalleryCategoriesPanel />);
    await screen.findByRole('list', { name: texts.listTitle });
    expect(names()).toEqual([
      'ISRO Show',
      'Free English Speaking Class Photos',
      'Free Cyber Security Session in Gov. School',
    ]);
    expect(screen.getByText('4 photos and videos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.moveUp('ISRO Show') })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: texts.moveDown('Free Cyber Security Session in Gov. School') }),
    ).toBeDisabled();
  });

  it('adds a category, says so and clears the field; a refusal is shown', async () => {
    const api = fakeApi({
      'GET /api/media/categories': json(200, seeded),
      'POST /api/media/categories': (request: FakeRequest) =>
        (request.body as { name: string }).name === 'ISRO Show'
          ? json(409, { error: categoryTexts.nameTaken('ISRO Show'), code: 'conflict', field: 'name' })
          : json(
              201,
              list(
                [
                  [1, 'ISRO Show', 4],
                  [2, 'Free English Speaking Class Photos', 2],
                  [3, 'Free Cyber Security Session in Gov. School', 0],
                  [4, 'Science Fair', 0],
                ],
                0,
                categoryTexts.added('Science Fair'),
              ),
            ),
    });
    const { user } = renderPanel(<GalleryCategoriesPanel />);
    const field = await screen.findByLabelText(texts.addLabel);
    await user.type(field, 'ISRO Show');
    await user.click(screen.getByRole('button', { name: texts.addSubmit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(categoryTexts.nameTaken('ISRO Show'));

    await user.clear(field);
    await user.type(field, 'Science Fair');
    await user.click(screen.getByRole('button', { name: texts.addSubmit }));
    expect(await screen.findByText(categoryTexts.added('Science Fair'))).toBeInTheDocument();
    expect(names().at(-1)).toBe('Science Fair');
    expect(field).toHaveValue('');
    expect(api.sent('POST').map((request) => request.body)).toEqual([
      { name: 'ISRO Show' },
      { name: 'Science Fair' },
    ]);
  });

  it('moves a category down by keyboard, sends the whole order, and keeps focus on the moved category', async () => {
    const api = fakeApi({
      'GET /api/media/categories': json(200, seeded),
      'PUT /api/media/categories/order': json(
        200,
        list([
          [2, 'Free English Speaking Class Photos', 2],
          [1, 'ISRO Show', 4],
          [3, 'Free Cyber Security Session in Gov. School', 0],
        ]),
      ),
    });
    const { user } = renderPanel(<GalleryCategoriesPanel />);
    const down = await screen.findByRole('button', { name: texts.moveDown('ISRO Show') });
    down.focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(names()[1]).toBe('ISRO Show'));
    expect(api.sent('PUT')[0]!.body).toEqual({ ids: [2, 1, 3] });
    expect(screen.getByRole('button', { name: texts.moveDown('ISRO Show') })).toHaveFocus();
    expect(screen.getByText(texts.moved('ISRO Show', 2, 3))).toBeInTheDocument();
  });

  it('moves a category by dragging it onto another', async () => {
    const api = fakeApi({
      'GET /api/media/categories': json(200, seeded),
      'PUT /api/media/categories/order': json(
        200,
        list([
          [3, 'Free Cyber Security Session in Gov. School', 0],
          [1, 'ISRO Show', 4],
          [2, 'Free English Speaking Class Photos', 2],
        ]),
      ),
    });
    renderPanel(<GalleryCategoriesPanel />);
    const items = await screen.findAllByRole('listitem');
    const dataTransfer = { effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(items[2]!, { dataTransfer });
    fireEvent.dragOver(items[0]!, { dataTransfer });
    fireEvent.drop(items[0]!, { dataTransfer });
    await vi.waitFor(() => expect(names()[0]).toBe('Free Cyber Security Session in Gov. School'));
    expect(api.sent('PUT')[0]!.body).toEqual({ ids: [3, 1, 2] });
  });

  it('renames a category; Cancel sends nothing', async () => {
    const api = fakeApi({
      'GET /api/media/categories': json(200, seeded),
      'PUT /api/media/categories/1': json(
        200,
        list(
          [
            [1, 'ISRO Space Show', 4],
            [2, 'Free English Speaking Class Photos', 2],
            [3, 'Free Cyber Security Session in Gov. School', 0],
          ],
          0,
          categoryTexts.renamed('ISRO Show', 'ISRO Space Show'),
        ),
      ),
    });
    const { user } = renderPanel(<GalleryCategoriesPanel />);
    await screen.findAllByRole('listitem');
    const item = () => within(screen.getAllByRole('listitem')[0]!);
    await user.click(item().getByRole('button', { name: texts.rename }));
    const field = item().getByLabelText(texts.renameLabel('ISRO Show'));
    expect(field).toHaveFocus();
    await user.click(item().getByRole('button', { name: texts.cancel }));
    expect(api.sent('PUT')).toHaveLength(0);

    await user.click(item().getByRole('button', { name: texts.rename }));
    await user.clear(item().getByLabelText(texts.renameLabel('ISRO Show')));
    await user.type(item().getByLabelText(texts.renameLabel('ISRO Show')), 'ISRO Space Show');
    await user.click(item().getByRole('button', { name: texts.save }));
    await vi.waitFor(() => expect(names()[0]).toBe('ISRO Space Show'));
    expect(api.sent('PUT')[0]!.body).toEqual({ name: 'ISRO Space Show' });
    expect(item().getByRole('button', { name: texts.rename })).toHaveFocus();
  });

  it('removes a category keeping its photos in the library only, after a confirmation that says so', async () => {
    const api = fakeApi({
      'GET /api/media/categories': json(200, seeded),
      'DELETE /api/media/categories/1': json(
        200,
        list(
          [
            [2, 'Free English Speaking Class Photos', 2],
            [3, 'Free Cyber Security Session in Gov. School', 0],
          ],
          4,
          categoryTexts.removed('ISRO Show', 4, null),
        ),
      ),
    });
    const { user } = renderPanel(<GalleryCategoriesPanel />);
    const item = within((await screen.findAllByRole('listitem'))[0]!);
    await user.click(item.getByRole('button', { name: texts.remove }));
    const where = item.getByLabelText(texts.removeLabel('ISRO Show'));
    expect(
      within(where)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Free English Speaking Class Photos',
      'Free Cyber Security Session in Gov. School',
      'Keep in the media library only (not shown in the gallery)',
    ]);
    await user.selectOptions(where, 'Keep in the media library only (not shown in the gallery)');
    await user.click(item.getByRole('button', { name: texts.removeSubmit }));
    const question = texts.confirmRemove('ISRO Show', 4, null);
    expect(question).toContain('4 photos and videos are kept in the media library only');
    const dialog = screen.getByRole('alertdialog', { name: question });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('DELETE')).toHaveLength(0);

    await user.click(item.getByRole('button', { name: texts.removeSubmit }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: question })).getByRole('button', { name: 'Delete' }),
    );
    await vi.waitFor(() => expect(names()).toHaveLength(2));
    expect(api.sent('DELETE')[0]!.url).toBe('/api/media/categories/1?media_to=library');
    expect(screen.getByText(texts.libraryOnly(4))).toBeInTheDocument();
  });

  it('removes a category moving its photos to another one, as the confirmation says', async () => {
    const api = fakeApi({
      'GET /api/media/categories': json(200, seeded),
      'DELETE /api/media/categories/2': json(
        200,
        list([
          [1, 'ISRO Show', 4],
          [3, 'Free Cyber Security Session in Gov. School', 2],
        ]),
      ),
    });
    const { user } = renderPanel(<GalleryCategoriesPanel />);
    const item = within((await screen.findAllByRole('listitem'))[1]!);
    await user.click(item.getByRole('button', { name: texts.remove }));
    await user.selectOptions(
      item.getByLabelText(texts.removeLabel('Free English Speaking Class Photos')),
      'Free Cyber Security Session in Gov. School',
    );
    await user.click(item.getByRole('button', { name: texts.removeSubmit }));
    const question = texts.confirmRemove(
      'Free English Speaking Class Photos',
      2,
      'Free Cyber Security Session in Gov. School',
    );
    expect(question).toContain(
      'Its 2 photos and videos move to "Free Cyber Security Session in Gov. School"',
    );
    await user.click(
      within(screen.getByRole('alertdialog', { name: question })).getByRole('button', { name: 'Delete' }),
    );
    await vi.waitFor(() => expect(api.sent('DELETE')[0]!.url).toBe('/api/media/categories/2?media_to=3'));
  });

  it('merges a category into another after a confirmation naming how many photos move', async () => {
    const api = fakeApi({
      'GET /api/media/categories': json(200, seeded),
      'POST /api/media/categories/1/merge': json(
        200,
        list([
          [2, 'Free English Speaking Class Photos', 6],
          [3, 'Free Cyber Security Session in Gov. School', 0],
        ]),
      ),
    });
    const { user } = renderPanel(<GalleryCategoriesPanel />);
    const item = within((await screen.findAllByRole('listitem'))[0]!);
    await user.click(item.getByRole('button', { name: texts.merge }));
    await user.click(item.getByRole('button', { name: texts.mergeSubmit }));
    const question = texts.confirmMerge('ISRO Show', 'Free English Speaking Class Photos', 4);
    expect(question).toContain('Its 4 photos and videos move to "Free English Speaking Class Photos"');
    await user.click(
      within(screen.getByRole('alertdialog', { name: question })).getByRole('button', { name: 'Confirm' }),
    );
    await vi.waitFor(() => expect(names()).toHaveLength(2));
    expect(api.sent('POST', '/api/media/categories/1/merge')[0]!.body).toEqual({ into: 2 });
  });

  it('asks before leaving with a name typed but not added', async () => {
    fakeApi({ 'GET /api/media/categories': json(200, seeded) });
    const { user } = renderPanel(<GalleryCategoriesPanel />);
    const listener = vi.spyOn(window, 'addEventListener');
    await user.type(await screen.findByLabelText(texts.addLabel), 'Sci');
    expect(listener.mock.calls.some(([type]) => type === 'beforeunload')).toBe(true);
  });
});
