import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  contentMessages as say,
  contentPaths,
  type Programme,
  type TeamMember,
  type Testimonial,
} from '#shared/api/content';
import { mediaPaths, type MediaItem } from '#shared/api/media';
import { listEditorTexts as texts, pictureTexts } from '#shared/content/list-editor-texts';
import { pictureDialogTexts as dialogTexts } from '#client/features/media/picture-dialog-texts.ts';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { FakeXhr } from '#client/admin/testing/fake-xhr.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { ProgrammesPanel, TeamPanel, TestimonialsPanel } from './list-panels.tsx';

setupDashboardTest();

const member = (id: number, section: TeamMember['section'], name: string): TeamMember => ({
  id,
  section,
  name,
  role: 'Role',
  qualification: '',
  qualification2: '',
  photo: `/images/team/${id}.svg`,
  linkedin: '',
});
const team = [
  member(1, 'founder', 'Asha'),
  member(2, 'directors', 'Bala'),
  member(3, 'directors', 'Chitra'),
  member(4, 'volunteers', 'Dev'),
];

const photo = (id: number, overrides: Partial<MediaItem> = {}): MediaItem => ({
  medias_id: id,
  media_url: `/uploads/photo-${id}.jpg`,
  media_type: 'Photo',
  media_category: 'ISRO Show',
  alt_text: `Children at show ${id}`,
  status: 'ready',
  status_reason: null,
  width: 1200,
  height: 800,
  placeholder: null,
  poster_url: null,
  variants: [{ format: 'jpeg', width: 480, url: `/uploads/photo-${id}-480.jpg` }],
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const echo = (path: string, saved: unknown) => ({
  [`GET ${path}`]: json(200, saved),
  [`PUT ${path}`]: (request: { body: unknown }) => json(200, request.body),
});

describe('Team panel (content issue, item 3)', () => {
  it('shows members by section and moves them only within their section', async () => {
    fakeApi(echo(contentPaths.team, team));
    const { user } = renderPanel(<TeamPanel />);
    const directors = await screen.findByRole('list', { name: 'Directors' });
    expect(screen.getByRole('heading', { name: 'Volunteering Members' })).toBeInTheDocument();
    expect(within(directors).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Move Bala up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Chitra down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Chitra up' }));
    expect(screen.getByText(texts.moved('Chitra', 1, 2))).toBeInTheDocument();
  });

  it('adds a volunteer at the end of their section and sends the team with the ids it has', async () => {
    const api = fakeApi({
      ...echo(contentPaths.team, team),
      // The server gives a new member an id.
      [`PUT ${contentPaths.team}`]: (request) =>
        json(
          200,
          (request.body as Partial<TeamMember>[]).map((entry, index) => ({
            ...entry,
            id: entry.id ?? index + 1,
          })),
        ),
      [`GET ${mediaPaths.list}`]: json(200, { items: [photo(7)], nextCursor: null }),
    });
    const { user } = renderPanel(<TeamPanel />);
    await user.click(await screen.findByRole('button', { name: texts.add('team member') }));
    const form = screen.getByRole('form', { name: texts.adding('team member') });
    expect(within(form).queryByLabelText('Second qualification (directors)')).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Team section'), 'Directors');
    expect(within(form).getByLabelText('Second qualification (directors)')).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Team section'), 'Volunteering Members');
    await user.type(within(form).getByLabelText('Name'), 'Esha');
    await user.type(within(form).getByLabelText('Role'), 'Volunteer teacher');
    await user.click(within(form).getByRole('button', { name: pictureTexts.choose }));
    const dialog = await screen.findByRole('dialog', { name: dialogTexts.title });
    await user.click(
      await within(dialog).findByRole('button', { name: dialogTexts.use('Children at show 7') }),
    );
    expect(within(form).getByRole('button', { name: pictureTexts.change })).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: texts.done }));

    const volunteers = screen.getByRole('list', { name: 'Volunteering Members' });
    expect(
      within(volunteers)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Dev'), expect.stringContaining('Esha')]);
    await user.click(screen.getByRole('button', { name: texts.saveChanges }));
    await screen.findByText(texts.saved('Team'));
    const sent = api.sent('PUT', contentPaths.team)[0]!.body as Array<Partial<TeamMember>>;
    expect(sent.map((entry) => entry.id)).toEqual([1, 2, 3, 4, undefined]);
    expect(sent[4]).toMatchObject({ section: 'volunteers', name: 'Esha', photo: '/uploads/photo-7.jpg' });
  });
});

describe('Programmes panel: pictures from the media library (content issue, item 4)', () => {
  const programmes: Programme[] = [
    {
      title: 'Robotics',
      description: 'Robots.',
      image: { src: '/images/home/robotics.svg', alt: 'A robot', width: 480, height: 360 },
    },
  ];

  it('chooses a ready photo in a keyboard dialog and requires its description', async () => {
    const api = fakeApi({
      ...echo(contentPaths.programmes, programmes),
      [`GET ${mediaPaths.list}`]: json(200, {
        items: [photo(8, { alt_text: null }), photo(9, { status: 'processing', media_url: '' })],
        nextCursor: null,
      }),
    });
    const { user } = renderPanel(<ProgrammesPanel />);
    await user.click(await screen.findByRole('button', { name: texts.add('programme') }));
    await user.type(screen.getByLabelText('Title'), 'Yoga');
    await user.type(screen.getByLabelText('Description'), 'Yoga for children.');
    const chooseButton = screen.getByRole('button', { name: pictureTexts.choose });
    await user.click(chooseButton);

    const dialog = await screen.findByRole('dialog', { name: dialogTexts.title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const search = within(dialog).getByLabelText(dialogTexts.search);
    expect(search).toHaveFocus();
    const close = within(dialog).getByRole('button', { name: dialogTexts.close });
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: dialogTexts.upload })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    const processing = await within(dialog).findByRole('button', { name: /Still being prepared/ });
    expect(processing).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chooseButton).toHaveFocus();

    await user.click(chooseButton);
    const again = await screen.findByRole('dialog');
    await user.click(
      await within(again).findByRole('button', { name: dialogTexts.use(dialogTexts.noDescription) }),
    );
    await user.click(screen.getByRole('button', { name: texts.done }));
    expect(await screen.findByText(say.altRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(pictureTexts.describe)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(pictureTexts.describe), 'Children doing yoga on mats');
    await user.click(screen.getByRole('button', { name: texts.done }));
    await user.click(screen.getByRole('button', { name: texts.saveChanges }));
    await screen.findByText(texts.saved('Programmes'));
    expect(api.sent('PUT')[0]!.body).toEqual([
      ...programmes,
      {
        title: 'Yoga',
        description: 'Yoga for children.',
        image: { src: '/uploads/photo-8.jpg', alt: 'Children doing yoga on mats', width: 1200, height: 800 },
      },
    ]);
  });

  it('uploads a new photo to the media library only, from the same dialog', async () => {
    FakeXhr.install();
    const api = fakeApi({
      ...echo(contentPaths.programmes, programmes),
      [`GET ${mediaPaths.list}`]: json(200, { items: [], nextCursor: null }),
    });
    const { user } = renderPanel(<ProgrammesPanel />);
    await user.click(await screen.findByRole('button', { name: 'Edit Robotics' }));
    await user.click(screen.getByRole('button', { name: pictureTexts.change }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(dialogTexts.libraryEmpty)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: dialogTexts.upload }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(dialogTexts.uploadNeedsFile);
    const file = new File(['x'], 'yoga.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog).getByLabelText(dialogTexts.uploadFile), file);
    // Issue 25, must have 4: it goes to the media library only, without a gallery category.
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(dialogTexts.describe), 'Yoga class');
    await user.click(within(dialog).getByRole('button', { name: dialogTexts.upload }));
    const xhr = FakeXhr.last();
    expect(xhr.url).toBe(mediaPaths.submit);
    expect(xhr.body?.get('file')).toBe(file);
    expect(xhr.body?.get('libraryOnly')).toBe('true');
    expect(xhr.body?.get('mediaCategory')).toBeNull();
    xhr.respond(201, {
      message: 'Media submitted successfully!',
      media: photo(10, { status: 'processing' }),
    });
    expect(await within(dialog).findByText(dialogTexts.uploaded)).toBeInTheDocument();
    await waitFor(() => expect(api.sent('GET', mediaPaths.list).length).toBeGreaterThan(1));
  });
});

describe('Testimonials panel (content issue, item 3)', () => {
  it('offers the rating as a choice of 1 to 5 stars and sends it as a number', async () => {
    const saved: Testimonial[] = [{ name: 'Lakshmi', description: 'Parent', feedback: 'Good.', rating: 5 }];
    const api = fakeApi(echo(contentPaths.testimonials, saved));
    const { user } = renderPanel(<TestimonialsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Edit Lakshmi' }));
    const rating = screen.getByLabelText('Rating');
    expect(
      within(rating)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5 stars', '4 stars', '3 stars', '2 stars', '1 star']);
    await user.selectOptions(rating, '3 stars');
    await user.click(screen.getByRole('button', { name: texts.done }));
    await user.click(screen.getByRole('button', { name: texts.saveChanges }));
    await screen.findByText(texts.saved('Testimonials'));
    expect(api.sent('PUT')[0]!.body).toEqual([{ ...saved[0], rating: 3 }]);
  });
});
