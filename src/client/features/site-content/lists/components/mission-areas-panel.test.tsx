import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentMessages as say, contentPaths, type MissionArea } from '#shared/api/content';
import { listEditorTexts as texts, textListHints } from '#shared/content/list-editor-texts';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { MissionAreasPanel } from './list-panels.tsx';

setupDashboardTest();

const areas: MissionArea[] = [
  { title: 'Education', summary: 'Free learning.', points: ['Free tuition', 'Spoken English'] },
  { title: 'Health Care', summary: 'Healthy children.', points: ['Yoga'] },
];

describe('Mission areas panel (content issue, item 3: the four mission cards with their bullets)', () => {
  it('edits an area’s points, one a line, and saves the list', async () => {
    const api = fakeApi({
      [`GET ${contentPaths.missionAreas}`]: json(200, areas),
      [`PUT ${contentPaths.missionAreas}`]: (request) => json(200, request.body),
    });
    const { user } = renderPanel(<MissionAreasPanel />);
    await user.click(await screen.findByRole('button', { name: 'Edit Education' }));
    const points = screen.getByLabelText('Points');
    expect(points).toHaveValue('Free tuition\nSpoken English');
    expect(points).toHaveAccessibleDescription(textListHints.lines);
    await user.type(points, '{Enter}{Enter}Robotics workshops');
    await user.click(screen.getByRole('button', { name: texts.done }));
    await user.click(screen.getByRole('button', { name: texts.saveChanges }));
    await screen.findByText(texts.saved('Mission areas'));
    expect(api.sent('PUT', contentPaths.missionAreas)[0]!.body).toEqual([
      { ...areas[0], points: ['Free tuition', 'Spoken English', 'Robotics workshops'] },
      areas[1],
    ]);
  });

  it('asks for at least one point in a new area', async () => {
    fakeApi({ [`GET ${contentPaths.missionAreas}`]: json(200, areas) });
    const { user } = renderPanel(<MissionAreasPanel />);
    await user.click(await screen.findByRole('button', { name: texts.add('mission area') }));
    await user.type(screen.getByLabelText('Title'), 'Women Empowerment');
    await user.type(screen.getByLabelText('Short summary'), 'Skills and confidence.');
    await user.click(screen.getByRole('button', { name: texts.done }));
    expect(screen.getByLabelText('Points')).toHaveAccessibleDescription(
      `${textListHints.lines} ${say.textRequired}`,
    );
    expect(screen.getByLabelText('Points')).toHaveFocus();
  });

  it("shows the server's refusal", async () => {
    fakeApi({
      [`GET ${contentPaths.missionAreas}`]: json(200, areas),
      [`PUT ${contentPaths.missionAreas}`]: json(400, { error: say.tooManyItems, code: 'bad_request' }),
    });
    const { user } = renderPanel(<MissionAreasPanel />);
    await user.click(await screen.findByRole('button', { name: 'Move Education down' }));
    await user.click(screen.getByRole('button', { name: texts.saveChanges }));
    expect(await screen.findByRole('alert')).toHaveTextContent(say.tooManyItems);
  });
});
