/**
 * Issue 25, must have 4: Insert Media takes many files at once, each with its own description and its own
 * progress, sent one API call each, two at a time.
 */
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages';
import { leaveQuestion, useLeavePanel } from '#client/admin/unsaved-changes.tsx';
import { FakeXhr } from '#client/admin/testing/fake-xhr.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { mediaItem, seededCategories } from '../testing/media-fixtures.ts';
import { childrenTexts } from '../children-texts.ts';
import { insertMediaTexts as texts } from '../insert-media-texts.ts';
import { UPLOAD_BATCH_MAX } from '../upload-limits.ts';
import { InsertMediaForm } from './insert-media-form.tsx';

setupDashboardTest();

beforeEach(() => {
  FakeXhr.install();
  fakeApi({ 'GET /api/media/categories': json(200, seededCategories()) });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((file: File) => `blob:${file.name}`),
      revokeObjectURL: vi.fn(),
    }),
  );
});

const photoFile = (name: string, bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

const accepted = (id: number) => ({
  message: messages.media.submitted,
  media: mediaItem(id, { status: 'processing' }),
});

/** Leaves the panel as the side menu does: through the dashboard's unsaved-changes guard. */
function LeaveButton({ onLeave }: { onLeave: () => void }) {
  const leavePanel = useLeavePanel();
  return (
    <button type="button" onClick={() => leavePanel(onLeave)}>
      Other panel
    </button>
  );
}

async function setup(names: string[]) {
  const left = vi.fn();
  const view = renderPanel(
    <>
      <InsertMediaForm />
      <LeaveButton onLeave={left} />
    </>,
  );
  const { user } = view;
  await screen.findByRole('option', { name: 'ISRO Show' });
  await user.selectOptions(screen.getByLabelText('Media category'), 'ISRO Show');
  if (names.length > 0)
    await user.upload(
      screen.getByLabelText(texts.chooseFiles),
      names.map((n) => photoFile(n)),
    );
  const describe = (name: string, text: string) =>
    user.type(screen.getByLabelText(`Describe the photo ${name}`), text);
  const submit = async () => {
    // The question about children is answered once for every file of the upload.
    if (!screen.getByRole('radio', { name: childrenTexts.no }).matches(':checked'))
      await user.click(screen.getByRole('radio', { name: childrenTexts.no }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
  };
  const xhrFor = (name: string) => {
    const found = FakeXhr.instances.filter((xhr) => (xhr.body?.get('file') as File | null)?.name === name);
    expect(found.length).toBeGreaterThan(0);
    return found.at(-1)!;
  };
  return { ...view, left, describe, submit, xhrFor };
}

/** The listed row of one file, found by its description field. */
function rowFor(name: string): HTMLElement {
  return screen.getByLabelText(`Describe the photo ${name}`).closest('li')!;
}

describe('Insert Media with many files (issue 25, must have 4)', () => {
  it('lists each chosen file with its preview, name, size, own description field and a Remove button', async () => {
    const { user } = await setup(['IMG_0142.jpg', 'IMG_0143.jpg', 'IMG_0144.jpg']);
    const list = screen.getByRole('region', { name: `${texts.listTitle} (3)` });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    for (const name of ['IMG_0142.jpg', 'IMG_0143.jpg', 'IMG_0144.jpg']) {
      const row = rowFor(name);
      expect(within(row).getByRole('img', { name: texts.previewOf(name) })).toHaveAttribute(
        'src',
        `blob:${name}`,
      );
      expect(within(row).getByText('(2 KB)')).toBeInTheDocument();
      expect(within(row).getByRole('textbox', { name: `Describe the photo ${name}` })).toHaveValue('');
      expect(within(row).getByRole('button', { name: texts.removeLabel(name) })).toBeInTheDocument();
    }
    // The type is preselected from the files; the category is chosen once for all.
    expect(screen.getByLabelText('Media type')).toHaveValue('Photo');

    await user.click(screen.getByRole('button', { name: texts.removeLabel('IMG_0143.jpg') }));
    expect(screen.queryByLabelText('Describe the photo IMG_0143.jpg')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:IMG_0143.jpg');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('sends each file as its own upload with its own description, two at a time, then announces how many arrived', async () => {
    const { describe, submit, xhrFor } = await setup(['a.jpg', 'b.jpg', 'c.jpg']);
    await describe('a.jpg', 'Children reading aloud');
    await describe('b.jpg', 'A rocket model on a table');
    await describe('c.jpg', 'Teachers at the cyber security session');
    await submit();

    // Two at once, not all three: the third waits its turn.
    expect(FakeXhr.instances).toHaveLength(2);
    expect(screen.getByText(texts.uploading(0, 3))).toBeInTheDocument();
    expect(within(rowFor('c.jpg')).getByText(texts.waiting)).toBeInTheDocument();

    act(() => xhrFor('a.jpg').progress(1024, 4096));
    const barA = screen.getByRole('progressbar', { name: texts.progressOf('a.jpg') });
    expect(barA).toHaveAttribute('value', '1024');
    expect(within(rowFor('a.jpg')).getByText(/25% sent/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: texts.progressOf('b.jpg') })).toHaveAttribute(
      'value',
      '0',
    );

    act(() => xhrFor('a.jpg').respond(201, accepted(1)));
    expect(await within(rowFor('a.jpg')).findByText(texts.uploaded)).toBeInTheDocument();
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(3));
    act(() => xhrFor('b.jpg').respond(201, accepted(2)));
    act(() => xhrFor('c.jpg').respond(201, accepted(3)));

    expect(await screen.findByText(texts.arrived(3, 0))).toBeInTheDocument();
    expect(texts.arrived(3, 0)).toBe('3 photos uploaded');
    for (const [name, description] of [
      ['a.jpg', 'Children reading aloud'],
      ['b.jpg', 'A rocket model on a table'],
      ['c.jpg', 'Teachers at the cyber security session'],
    ] as const) {
      const body = xhrFor(name).body!;
      expect(xhrFor(name).url).toBe('/api/submit_media');
      expect(body.get('altText')).toBe(description);
      expect(body.get('mediaCategory')).toBe('ISRO Show');
      expect(body.get('mediaType')).toBe('Photo');
      expect(body.get('children')).toBe('no');
    }
    // The ones that arrived leave the list.
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('keeps a refused file listed with its message while the others arrive, and tries it again', async () => {
    const { describe, submit, xhrFor, user } = await setup(['a.jpg', 'broken.jpg', 'c.jpg']);
    await describe('broken.jpg', 'A damaged photo');
    await submit();
    act(() =>
      xhrFor('broken.jpg').respond(422, { error: messages.media.corruptImage, code: 'corrupt_image' }),
    );
    act(() => xhrFor('a.jpg').respond(201, accepted(1)));
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(3));
    act(() => xhrFor('c.jpg').respond(201, accepted(3)));

    expect(await screen.findByText(texts.arrived(2, 0))).toBeInTheDocument();
    expect(screen.getByText(texts.someFailed(1))).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    const row = rowFor('broken.jpg');
    expect(within(row).getByRole('alert')).toHaveTextContent(messages.media.corruptImage);
    // What was typed for it is still there.
    expect(within(row).getByRole('textbox')).toHaveValue('A damaged photo');

    await user.click(within(row).getByRole('button', { name: texts.retryLabel('broken.jpg') }));
    expect(FakeXhr.instances).toHaveLength(4);
    expect(xhrFor('broken.jpg').body!.get('altText')).toBe('A damaged photo');
    act(() => xhrFor('broken.jpg').respond(201, accepted(2)));
    expect(await screen.findByText(messages.media.submitted)).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it(`takes at most ${UPLOAD_BATCH_MAX} files in one go, and says so plainly`, async () => {
    const names = Array.from({ length: UPLOAD_BATCH_MAX + 2 }, (_, i) => `photo-${i + 1}.jpg`);
    await setup(names);
    expect(screen.getAllByRole('listitem')).toHaveLength(UPLOAD_BATCH_MAX);
    expect(screen.getByText(texts.tooMany(2))).toBeInTheDocument();
    expect(texts.tooMany(2)).toMatch(/^At most 50 files can be uploaded at once: 2 files were not added\./);
    expect(
      screen.queryByLabelText(`Describe the photo photo-${UPLOAD_BATCH_MAX + 1}.jpg`),
    ).not.toBeInTheDocument();
  });

  it('sends a video of a mixed batch as a Video with its own description, and counts it as one', async () => {
    const { user, describe, submit, xhrFor } = await setup([]);
    // Chosen together, before a type is chosen: the picker offers photos and videos alike.
    await user.upload(screen.getByLabelText(texts.chooseFiles), [
      photoFile('a.jpg'),
      new File([new Uint8Array(4096)], 'launch.mp4', { type: 'video/mp4' }),
    ]);
    await describe('a.jpg', 'Children reading aloud');
    await user.type(screen.getByLabelText('Describe the video launch.mp4'), 'The rocket model taking off');
    // A video has no picture preview, only its name.
    expect(within(rowFor('a.jpg')).getByRole('img')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Describe the video launch.mp4').closest('li')!).queryByRole('img'),
    ).toBeNull();
    await submit();
    expect(xhrFor('launch.mp4').body!.get('mediaType')).toBe('Video');
    expect(xhrFor('launch.mp4').body!.get('altText')).toBe('The rocket model taking off');
    expect(xhrFor('a.jpg').body!.get('mediaType')).toBe('Photo');
    act(() => xhrFor('a.jpg').respond(201, accepted(1)));
    act(() => xhrFor('launch.mp4').respond(201, accepted(2)));
    expect(await screen.findByText('1 photo and 1 video uploaded')).toBeInTheDocument();
  });

  it('asks before the panel is left while files are listed, and keeps what was typed when told to stay', async () => {
    const { describe, user, left } = await setup(['a.jpg']);
    await describe('a.jpg', 'Children reading aloud');
    await user.click(screen.getByRole('button', { name: 'Other panel' }));
    const question = await screen.findByRole('alertdialog', { name: leaveQuestion });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(left).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Describe the photo a.jpg')).toHaveValue('Children reading aloud');
  });

  it('issue 25: while files are uploading, the question before leaving says the uploads stop and what is kept', async () => {
    const { submit, user, left, xhrFor } = await setup(['a.jpg', 'b.jpg']);
    await submit();
    act(() => xhrFor('a.jpg').respond(201, accepted(1)));
    await user.click(screen.getByRole('button', { name: 'Other panel' }));
    const question = await screen.findByRole('alertdialog', { name: texts.leaveWhileUploading });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(left).not.toHaveBeenCalled();
    act(() => xhrFor('b.jpg').respond(201, accepted(2)));
    expect(await screen.findByText('2 photos uploaded')).toBeInTheDocument();
  });

  it('stops the rest when the session ends, keeping them listed', async () => {
    const { submit, xhrFor } = await setup(['a.jpg', 'b.jpg', 'c.jpg']);
    await submit();
    act(() => xhrFor('a.jpg').respond(401, { error: messages.auth.unauthorized, code: 'unauthorized' }));
    act(() => xhrFor('b.jpg').respond(401, { error: messages.auth.unauthorized, code: 'unauthorized' }));
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    expect(FakeXhr.instances).toHaveLength(2);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
