import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentMessages as say, contentPaths, type Statistic } from '#shared/api/content';
import { listEditorTexts as texts } from '#shared/content/list-editor-texts';
import { fakeApi, json, type FakeRequest } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { ImpactFiguresPanel } from './list-panels.tsx';

setupDashboardTest();

const figures: Statistic[] = [
  { label: 'Schools Covered', value: 15 },
  { label: 'Students', value: 1850 },
  { label: 'Competitions', value: 4 },
];
const path = contentPaths.statistics;

/** The server as the list editor meets it: the saved list, and a PUT that keeps whatever it is sent. */
function serve(
  saved: unknown[] = figures,
  put?: (request: FakeRequest) => { status: number; body: unknown },
) {
  return fakeApi({
    [`GET ${path}`]: json(200, saved),
    [`PUT ${path}`]: (request) => put?.(request) ?? json(200, request.body),
  });
}

const names = () =>
  within(screen.getByRole('list', { name: 'Impact figures' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('span:not([aria-hidden])')?.textContent);

async function openPanel() {
  const view = renderPanel(<ImpactFiguresPanel />);
  await screen.findByRole('list', { name: 'Impact figures' });
  return view;
}

async function confirmWith(user: ReturnType<typeof renderPanel>['user'], question: string, button: string) {
  const dialog = await screen.findByRole('alertdialog', { name: question });
  await user.click(within(dialog).getByRole('button', { name: button }));
}

describe('the site-content list editor (content issue, item 2)', () => {
  it('adds an entry through a form with a label for every field; saving sends the whole list', async () => {
    const api = serve();
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: texts.add('figure') }));
    const form = screen.getByRole('form', { name: texts.adding('figure') });
    expect(within(form).getByLabelText('Label')).toHaveFocus();
    await user.type(within(form).getByLabelText('Label'), 'Villages');
    await user.clear(within(form).getByLabelText('Number'));
    await user.type(within(form).getByLabelText('Number'), '12');
    await user.click(within(form).getByRole('button', { name: texts.done }));
    expect(names()).toEqual(['Schools Covered', 'Students', 'Competitions', 'Villages']);
    expect(screen.getByRole('button', { name: 'Edit Villages' })).toHaveFocus();
    expect(screen.getByText(texts.unsaved)).toBeInTheDocument();
    expect(api.sent('PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: texts.saveChanges }));
    expect(await screen.findByText(texts.saved('Impact figures'))).toBeInTheDocument();
    expect(api.sent('PUT', path)[0]!.body).toEqual([...figures, { label: 'Villages', value: 12 }]);
    expect(screen.queryByText(texts.unsaved)).not.toBeInTheDocument();
  });

  it('shows a problem beside its field and keeps the entry out of the list until it is right', async () => {
    serve();
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: texts.add('figure') }));
    await user.click(screen.getByRole('button', { name: texts.done }));
    const label = screen.getByLabelText('Label');
    expect(label).toHaveAttribute('aria-invalid', 'true');
    expect(label).toHaveAccessibleDescription(say.labelRequired);
    expect(names()).toHaveLength(3);
  });

  it('edits an entry in place; Cancel leaves it as it was', async () => {
    const api = serve();
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Edit Students' }));
    const form = screen.getByRole('form', { name: texts.editing('Students') });
    await user.clear(within(form).getByLabelText('Number'));
    await user.type(within(form).getByLabelText('Number'), '2000');
    await user.click(within(form).getByRole('button', { name: texts.cancel }));
    expect(screen.getByRole('button', { name: 'Edit Students' })).toHaveFocus();
    expect(screen.queryByText(texts.unsaved)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Students' }));
    await user.clear(screen.getByLabelText('Number'));
    await user.type(screen.getByLabelText('Number'), '2000');
    await user.click(screen.getByRole('button', { name: texts.done }));
    await user.click(screen.getByRole('button', { name: texts.saveChanges }));
    await screen.findByText(texts.saved('Impact figures'));
    expect(api.sent('PUT')[0]!.body).toEqual([figures[0], { label: 'Students', value: 2000 }, figures[2]]);
  });

  it('removes an entry only after the confirmation', async () => {
    const api = serve();
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Remove Students' }));
    await confirmWith(user, texts.removeQuestion('Students'), 'Cancel');
    expect(names()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove Students' }));
    await confirmWith(user, texts.removeQuestion('Students'), 'Delete');
    expect(names()).toEqual(['Schools Covered', 'Competitions']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Competitions' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: texts.saveChanges }));
    await screen.findByText(texts.saved('Impact figures'));
    expect(api.sent('PUT')[0]!.body).toEqual([figures[0], figures[2]]);
  });

  it('reorders by keyboard: focus stays on the moved entry and the move is announced', async () => {
    const api = serve();
    const { user } = await openPanel();
    const down = screen.getByRole('button', { name: 'Move Schools Covered down' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Students', 'Schools Covered', 'Competitions']);
    expect(screen.getByRole('button', { name: 'Move Schools Covered down' })).toHaveFocus();
    expect(screen.getByText(texts.moved('Schools Covered', 2, 3))).toHaveAttribute('aria-live', 'polite');
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Students', 'Competitions', 'Schools Covered']);
    // At the bottom Down is disabled, so focus moves to the entry's Up button.
    expect(screen.getByRole('button', { name: 'Move Schools Covered down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Schools Covered up' })).toHaveFocus();
    expect(screen.getByText(texts.moved('Schools Covered', 3, 3))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.saveChanges }));
    await screen.findByText(texts.saved('Impact figures'));
    expect(api.sent('PUT')[0]!.body).toEqual([figures[1], figures[2], figures[0]]);
  });

  it('reorders by drag and drop', async () => {
    const api = serve();
    const { user } = await openPanel();
    const rows = within(screen.getByRole('list', { name: 'Impact figures' })).getAllByRole('listitem');
    fireEvent.dragStart(rows[2]!);
    fireEvent.dragOver(rows[0]!);
    fireEvent.drop(rows[0]!);
    fireEvent.dragEnd(rows[2]!);
    expect(names()).toEqual(['Competitions', 'Schools Covered', 'Students']);
    expect(screen.getByText(texts.moved('Competitions', 1, 3))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.saveChanges }));
    await screen.findByText(texts.saved('Impact figures'));
    expect(api.sent('PUT')[0]!.body).toEqual([figures[2], figures[0], figures[1]]);
  });

  it("shows the server's refusal and keeps the changes to try again", async () => {
    serve(figures, () => ({ status: 400, body: { error: say.tooManyFigures, code: 'bad_request' } }));
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Move Students up' }));
    await user.click(screen.getByRole('button', { name: texts.saveChanges }));
    expect(await screen.findByRole('alert')).toHaveTextContent(say.tooManyFigures);
    expect(names()).toEqual(['Students', 'Schools Covered', 'Competitions']);
    expect(screen.getByText(texts.unsaved)).toBeInTheDocument();
  });

  it('Discard, after the confirmation, brings back the saved list', async () => {
    const api = serve();
    const { user } = await openPanel();
    expect(screen.getByRole('button', { name: texts.discard })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Students' }));
    await confirmWith(user, texts.removeQuestion('Students'), 'Delete');
    await user.click(screen.getByRole('button', { name: 'Move Competitions up' }));
    await user.click(screen.getByRole('button', { name: texts.discard }));
    await confirmWith(user, texts.discardQuestion, 'Confirm');
    expect(names()).toEqual(['Schools Covered', 'Students', 'Competitions']);
    expect(screen.queryByText(texts.unsaved)).not.toBeInTheDocument();
    expect(api.sent('PUT')).toHaveLength(0);
  });

  it('asks before a reload loses unsaved changes', async () => {
    serve();
    const { user } = await openPanel();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Move Students up' }));
    expect(leave()).toBe(true);
  });

  it('shows a load failure inside the panel with Try again', async () => {
    fakeApi({ [`GET ${path}`]: json(503, {}) });
    renderPanel(<ImpactFiguresPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.loadFailed);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
