import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentMessages as say, contentPaths, type About, type Vision } from '#shared/api/content';
import { defaultAbout, defaultVision } from '#shared/content/defaults/index';
import { listEditorTexts as texts, pictureTexts, textListHints } from '#shared/content/list-editor-texts';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { AboutPanel, VisionPanel } from './block-panels.tsx';

setupDashboardTest();

const echo = (path: string, saved: unknown) =>
  fakeApi({
    [`GET ${path}`]: json(200, saved),
    [`PUT ${path}`]: (request) => json(200, request.body),
  });

const refusing = (path: string, saved: unknown) =>
  fakeApi({
    [`GET ${path}`]: json(200, saved),
    [`PUT ${path}`]: json(400, { error: say.textRequired, code: 'bad_request' }),
  });

describe('About us panel (content issue, item 3: the About text)', () => {
  it('loads the About section, edits the lead and the paragraphs, and saves the block', async () => {
    const api = echo(contentPaths.about, defaultAbout);
    const { user } = renderPanel(<AboutPanel />);
    expect(await screen.findByLabelText('Heading')).toHaveValue(defaultAbout.heading);
    const paragraphs = screen.getByLabelText('Paragraphs');
    expect(paragraphs).toHaveValue(defaultAbout.paragraphs.join('\n\n'));
    expect(paragraphs).toHaveAccessibleDescription(textListHints.paragraphs);
    expect(screen.getByLabelText(pictureTexts.describe)).toHaveValue(defaultAbout.image.alt);

    const lead = screen.getByLabelText('Opening sentence (shown in bold)');
    await user.clear(lead);
    await user.paste('Learning that lasts.');
    await user.clear(paragraphs);
    await user.type(paragraphs, 'We teach.{Enter}{Enter}We care');
    // The empty line being typed stays in the box while the list is already two paragraphs.
    expect(paragraphs).toHaveValue('We teach.\n\nWe care');
    await user.click(screen.getByRole('button', { name: texts.saveChanges }));
    await screen.findByText(texts.saved('About us'));
    expect(api.sent('PUT', contentPaths.about)[0]!.body).toEqual<About>({
      ...defaultAbout,
      lead: 'Learning that lasts.',
      paragraphs: ['We teach.', 'We care'],
    });
    expect(screen.queryByText(texts.unsaved)).not.toBeInTheDocument();
  });

  it('requires the picture’s description and at least one paragraph, and sends nothing without them', async () => {
    const api = echo(contentPaths.about, defaultAbout);
    const { user } = renderPanel(<AboutPanel />);
    await user.clear(await screen.findByLabelText(pictureTexts.describe));
    await user.clear(screen.getByLabelText('Paragraphs'));
    await user.click(screen.getByRole('button', { name: texts.saveChanges }));
    expect(screen.getByLabelText('Paragraphs')).toHaveAccessibleDescription(
      `${textListHints.paragraphs} ${say.textRequired}`,
    );
    expect(await screen.findByText(say.altRequired)).toBeInTheDocument();
    expect(api.sent('PUT')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: texts.discard }));
    expect(screen.getByLabelText('Paragraphs')).toHaveValue(defaultAbout.paragraphs.join('\n\n'));
  });

  it("shows the server's refusal", async () => {
    refusing(contentPaths.about, defaultAbout);
    const { user } = renderPanel(<AboutPanel />);
    await user.click(await screen.findByRole('button', { name: texts.saveChanges }));
    expect(await screen.findByRole('alert')).toHaveTextContent(say.textRequired);
  });
});

describe('Vision & mission panel (content issue, item 3: the Vision and Mission texts)', () => {
  it('edits the home sentence, the vision paragraphs, the pillars and the mission, and saves them', async () => {
    const api = echo(contentPaths.vision, defaultVision);
    const { user } = renderPanel(<VisionPanel />);
    const home = await screen.findByLabelText('Vision sentence on the home page');
    expect(screen.getAllByRole('group', { name: /^Pillar \d$/ })).toHaveLength(defaultVision.pillars.length);
    await user.clear(home);
    await user.paste('Every child learns.');
    await user.clear(screen.getByLabelText('Mission paragraphs'));
    await user.type(screen.getByLabelText('Mission paragraphs'), 'We teach for free.');

    await user.click(screen.getByRole('button', { name: 'Remove pillar 2' }));
    await user.click(screen.getByRole('button', { name: 'Add pillar' }));
    const added = screen.getByRole('group', { name: 'Pillar 4' });
    await user.click(screen.getByRole('button', { name: texts.saveChanges }));
    expect(await screen.findByText(say.textRequired)).toBeInTheDocument();
    expect(within(added).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('PUT')).toHaveLength(0);

    await user.type(within(added).getByLabelText('Title'), 'Service');
    await user.type(within(added).getByLabelText('Text'), 'Giving back.');
    await user.click(screen.getByRole('button', { name: texts.saveChanges }));
    await screen.findByText(texts.saved('Vision & mission'));
    const [first, , ...rest] = defaultVision.pillars;
    expect(api.sent('PUT', contentPaths.vision)[0]!.body).toEqual<Vision>({
      ...defaultVision,
      homeText: 'Every child learns.',
      pillars: [first!, ...rest, { title: 'Service', text: 'Giving back.' }],
      mission: ['We teach for free.'],
    });
  });

  it("shows the server's refusal", async () => {
    refusing(contentPaths.vision, defaultVision);
    const { user } = renderPanel(<VisionPanel />);
    await user.click(await screen.findByRole('button', { name: texts.saveChanges }));
    expect(await screen.findByRole('alert')).toHaveTextContent(say.textRequired);
  });
});
