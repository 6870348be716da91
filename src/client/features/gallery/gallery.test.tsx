import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaPage } from '#shared/api/media';
import { messages } from '#shared/messages';
import { en } from '#client/i18n/catalogues/en.ts';
import { Gallery } from './gallery.tsx';
import { pageOf, photo, video } from './gallery-test-data.ts';
import { SiteContentProvider } from '#client/lib/site-content.tsx';
import { defaultSiteContent } from '#shared/content/site-content';
import { InLanguage } from '#client/testing/language.tsx';

/** The gallery's words in English, as the page shows them. */
const galleryTexts = en.layout.gallery;
const galleryEmptyTexts = en.layout.gallery;

type Answer = MediaPage | 'fail';

/** Answers GET /api/images from `answer(url)`; an answer may be held back until released. */
function fakeImagesApi(answer: (url: URL) => Answer | Promise<Answer>) {
  const requests: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      requests.push(url);
      const result = await answer(url);
      if (result === 'fail')
        return new Response(JSON.stringify({ error: 'boom', code: 'internal' }), { status: 500 });
      return new Response(JSON.stringify(result), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return requests;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('gallery page (SPEC "Gallery", sections 4 and 8)', () => {
  it('shows the heading and the four category toggle buttons, All pressed', async () => {
    fakeImagesApi(() => pageOf([]));
    render(<Gallery />, { wrapper: InLanguage });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Gallery' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Show photos and videos of' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['All', 'true'],
      ['ISRO Show', 'false'],
      ['Free English Speaking Class Photos', 'false'],
      ['Free Cyber Security Session in Gov. School', 'false'],
    ]);
    await screen.findByText(messages.media.empty);
  });

  it('says it is loading, then shows the photos of the first page', async () => {
    const answer = deferred<Answer>();
    const requests = fakeImagesApi(() => answer.promise);
    render(<Gallery />, { wrapper: InLanguage });
    expect(screen.getByRole('status')).toHaveTextContent(galleryTexts.loading);
    await act(async () => answer.resolve(pageOf([photo({ alt_text: 'Rocket model on stage' })])));
    expect(
      screen.getByRole('button', { name: 'View full screen: Rocket model on stage' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(requests[0]!.searchParams.get('category')).toBe('All');
    expect(requests[0]!.searchParams.get('limit')).toBe('24');
  });

  it('shows the spec’s message when the list cannot be loaded', async () => {
    fakeImagesApi(() => 'fail');
    render(<Gallery />, { wrapper: InLanguage });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.media.galleryLoadFailed);
  });

  it('shows No media found when a category is empty', async () => {
    fakeImagesApi(() => pageOf([]));
    render(<Gallery />, { wrapper: InLanguage });
    expect(await screen.findByText(messages.media.empty)).toBeInTheDocument();
  });

  it('design review: the empty state has a picture and a next step, and offers All from a category', async () => {
    fakeImagesApi((url) =>
      url.searchParams.get('category') === 'All'
        ? pageOf([photo({ alt_text: 'Space show hall' })])
        : pageOf([]),
    );
    const user = userEvent.setup();
    render(<Gallery />, { wrapper: InLanguage });
    await screen.findByAltText('Space show hall');
    await user.click(screen.getByRole('button', { name: 'ISRO Show' }));
    const empty = (await screen.findByText(messages.media.empty)).parentElement!;
    expect(empty.querySelector('svg')).not.toBeNull();
    expect(within(empty).getByRole('link', { name: galleryEmptyTexts.subscribe })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    await user.click(within(empty).getByRole('button', { name: galleryEmptyTexts.showAll }));
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByAltText('Space show hall')).toBeInTheDocument();
  });

  it('reloads the list when the category changes, ignoring a late answer for the old one', async () => {
    const slowAll = deferred<Answer>();
    const requests = fakeImagesApi((url) =>
      url.searchParams.get('category') === 'All'
        ? slowAll.promise
        : pageOf([photo({ alt_text: 'Space show hall' })]),
    );
    const user = userEvent.setup();
    render(<Gallery />, { wrapper: InLanguage });
    await user.click(screen.getByRole('button', { name: 'ISRO Show' }));
    expect(screen.getByRole('button', { name: 'ISRO Show' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(
      await screen.findByRole('button', { name: 'View full screen: Space show hall' }),
    ).toBeInTheDocument();
    await act(async () => slowAll.resolve(pageOf([photo({ alt_text: 'Old list' })])));
    expect(screen.queryByRole('button', { name: /Old list/ })).not.toBeInTheDocument();
    expect(requests.map((r) => r.searchParams.get('category'))).toEqual(['All', 'ISRO Show']);
  });

  it('opens a full-screen view on click; Escape closes it and focus returns to the photo', async () => {
    fakeImagesApi(() => pageOf([photo({ alt_text: 'Students with a telescope' })]));
    const user = userEvent.setup();
    render(<Gallery />, { wrapper: InLanguage });
    const tile = await screen.findByRole('button', { name: 'View full screen: Students with a telescope' });
    await user.click(tile);
    const dialog = screen.getByRole('dialog', { name: 'Students with a telescope' });
    expect(within(dialog).getByRole('button', { name: 'Close full-screen view' })).toHaveFocus();
    expect(within(dialog).getByRole('img', { name: 'Students with a telescope' })).toHaveAttribute(
      'sizes',
      '100vw',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tile).toHaveFocus();
  });

  it('closes the full-screen view on a click on it', async () => {
    fakeImagesApi(() => pageOf([photo({ alt_text: 'Class photo' })]));
    const user = userEvent.setup();
    render(<Gallery />, { wrapper: InLanguage });
    const tile = await screen.findByRole('button', { name: 'View full screen: Class photo' });
    await user.click(tile);
    await user.click(within(screen.getByRole('dialog')).getByRole('img', { name: 'Class photo' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tile).toHaveFocus();
  });

  it('shows videos muted, without preloading, with a poster and controls; only one plays at a time', async () => {
    fakeImagesApi(() => pageOf([video({ alt_text: 'First clip' }), video({ alt_text: 'Second clip' })]));
    render(<Gallery />, { wrapper: InLanguage });
    const first = (await screen.findByLabelText('First clip')) as HTMLVideoElement;
    const second = screen.getByLabelText('Second clip') as HTMLVideoElement;
    for (const element of [first, second]) {
      expect(element.tagName).toBe('VIDEO');
      expect(element.muted).toBe(true);
      expect(element).toHaveAttribute('preload', 'none');
      expect(element).toHaveAttribute('controls');
      expect(element).toHaveAttribute('poster', '/uploads/video-poster-v1.jpg');
    }
    const pauseFirst = vi.fn();
    const pauseSecond = vi.fn();
    Object.defineProperty(first, 'paused', { configurable: true, get: () => false });
    Object.defineProperty(second, 'paused', { configurable: true, get: () => false });
    first.pause = pauseFirst;
    second.pause = pauseSecond;
    fireEvent.play(second);
    expect(pauseFirst).toHaveBeenCalledTimes(1);
    expect(pauseSecond).not.toHaveBeenCalled();
  });

  it('opens a video full screen from its own button', async () => {
    fakeImagesApi(() => pageOf([video({ alt_text: 'Rocket launch' })]));
    const user = userEvent.setup();
    render(<Gallery />, { wrapper: InLanguage });
    await user.click(await screen.findByRole('button', { name: 'View full screen: Rocket launch' }));
    const dialog = screen.getByRole('dialog', { name: 'Rocket launch' });
    // Clicks on the video belong to its controls and leave the view open.
    await user.click(within(dialog).getByLabelText('Rocket launch'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows a neat tile instead of a broken image when a picture cannot be loaded', async () => {
    fakeImagesApi(() =>
      pageOf([photo({ alt_text: 'Linked photo', variants: [], media_url: 'https://example.org/gone.jpg' })]),
    );
    render(<Gallery />, { wrapper: InLanguage });
    const image = await screen.findByRole('img', { name: 'Linked photo' });
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Linked photo (image unavailable)' })).toHaveTextContent(
      'Image unavailable',
    );
    expect(screen.queryByRole('img', { name: 'Linked photo' })).not.toBeInTheDocument();
  });

  it('loads more with the button, appending the next page and moving focus to its first tile', async () => {
    const requests = fakeImagesApi((url) =>
      url.searchParams.get('cursor') === 'page-2'
        ? pageOf([photo({ alt_text: 'Page two photo' })])
        : pageOf([photo({ alt_text: 'Page one photo' })], 'page-2'),
    );
    const user = userEvent.setup();
    render(<Gallery />, { wrapper: InLanguage });
    await user.click(await screen.findByRole('button', { name: galleryTexts.loadMore }));
    const added = await screen.findByRole('button', { name: 'View full screen: Page two photo' });
    expect(added).toHaveFocus();
    expect(screen.getByRole('button', { name: 'View full screen: Page one photo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: galleryTexts.loadMore })).not.toBeInTheDocument();
    expect(requests[1]!.searchParams.get('cursor')).toBe('page-2');
  });

  it('loads more by itself as the visitor scrolls near the end', async () => {
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    fakeImagesApi((url) =>
      url.searchParams.get('cursor')
        ? pageOf([photo({ alt_text: 'Scrolled into view' })])
        : pageOf([photo({ alt_text: 'First screen' })], 'next'),
    );
    render(<Gallery />, { wrapper: InLanguage });
    await screen.findByRole('button', { name: 'View full screen: First screen' });
    await act(async () => observers.at(-1)!([{ isIntersecting: true }]));
    expect(
      await screen.findByRole('button', { name: 'View full screen: Scrolled into view' }),
    ).toBeInTheDocument();
  });

  it('keeps what it has and says so when loading more fails', async () => {
    fakeImagesApi((url) =>
      url.searchParams.get('cursor') ? 'fail' : pageOf([photo({ alt_text: 'Kept' })], 'x'),
    );
    const user = userEvent.setup();
    render(<Gallery />, { wrapper: InLanguage });
    await user.click(await screen.findByRole('button', { name: galleryTexts.loadMore }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.media.galleryLoadFailed);
    expect(screen.getByRole('button', { name: 'View full screen: Kept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: galleryTexts.loadMore })).toBeInTheDocument();
  });

  it('shows the first page the server drew into the page without asking again; Load more and categories ask', async () => {
    const requests = fakeImagesApi((url) =>
      url.searchParams.get('cursor') === 'drawn-next'
        ? pageOf([photo({ alt_text: 'Second page photo' })])
        : pageOf([photo({ alt_text: 'Space show photo' })]),
    );
    const drawn = pageOf([photo({ alt_text: 'Drawn by the server' })], 'drawn-next');
    const user = userEvent.setup();
    render(
      <SiteContentProvider value={{ content: defaultSiteContent, gallery: drawn }}>
        <Gallery />
      </SiteContentProvider>,
      { wrapper: InLanguage },
    );
    expect(screen.getByRole('button', { name: 'View full screen: Drawn by the server' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: galleryTexts.loadMore }));
    await screen.findByRole('button', { name: 'View full screen: Second page photo' });
    expect(requests.map((url) => url.searchParams.get('cursor'))).toEqual(['drawn-next']);

    await user.click(screen.getByRole('button', { name: 'ISRO Show' }));
    await screen.findByRole('button', { name: 'View full screen: Space show photo' });
    expect(requests[1]!.searchParams.get('category')).toBe('ISRO Show');
    expect(screen.queryByRole('button', { name: 'View full screen: Drawn by the server' })).toBeNull();
  });
});

describe('gallery rough edges (issue 25, must have 7, item 1)', () => {
  const three = () => [
    photo({ alt_text: 'Rocket on stage' }),
    photo({ alt_text: 'Children at the telescope' }),
    video({ alt_text: 'Launch clip' }),
  ];

  async function openViewerOn(name: string) {
    const user = userEvent.setup();
    render(<Gallery />, { wrapper: InLanguage });
    const tile = await screen.findByRole('button', { name: `View full screen: ${name}` });
    await user.click(tile);
    return { user, tile, dialog: screen.getByRole('dialog') };
  }

  it('each tile shows its description under it, hidden from screen readers as the button says it', async () => {
    fakeImagesApi(() => pageOf(three()));
    render(<Gallery />, { wrapper: InLanguage });
    const tile = (await screen.findByRole('button', { name: 'View full screen: Rocket on stage' })).closest(
      'li',
    )!;
    const caption = within(tile).getByText('Rocket on stage');
    expect(caption.tagName).toBe('P');
    expect(caption).toHaveAttribute('aria-hidden', 'true');
    // Under the picture, not over it.
    expect(
      within(tile).getByRole('img', { name: 'Rocket on stage' }).compareDocumentPosition(caption) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const videoTile = screen.getByRole('button', { name: 'View full screen: Launch clip' }).closest('li')!;
    expect(within(videoTile).getByText('Launch clip')).toHaveAttribute('aria-hidden', 'true');
  });

  it('the viewer says where it is ("1 of 3") and steps with Next and Previous, which are labelled', async () => {
    fakeImagesApi(() => pageOf(three()));
    const { user, dialog } = await openViewerOn('Rocket on stage');
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    const previous = within(dialog).getByRole('button', { name: 'Previous' });
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    await user.click(next);
    expect(screen.getByRole('dialog', { name: 'Children at the telescope' })).toBeInTheDocument();
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Children at the telescope' })).toBeInTheDocument();
    // The step buttons keep the view open; the counter and caption are said at each step.
    expect(within(dialog).getByText('2 of 3').parentElement).toHaveAttribute('aria-live', 'polite');

    await user.click(next);
    expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Launch clip').tagName).toBe('VIDEO');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();
    // A button at the end keeps focus inside the dialog.
    expect(next).toHaveFocus();

    await user.click(previous);
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
  });

  it('steps with the left and right arrow keys', async () => {
    fakeImagesApi(() => pageOf(three()));
    const { user, dialog } = await openViewerOn('Children at the telescope');
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
  });

  it('steps with a sideways swipe, and ignores a short or mostly upright one', async () => {
    fakeImagesApi(() => pageOf(three()));
    const { dialog } = await openViewerOn('Rocket on stage');
    // The dialog's one child, the stage around the picture; the picture itself changes at each step.
    const stage = dialog.firstElementChild!;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(stage, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(stage, { touches: [], changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 200], [100, 210]);
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
    swipe([300, 200], [270, 200]);
    swipe([300, 100], [200, 400]);
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
    swipe([100, 200], [300, 190]);
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
  });

  it('keeps focus in the dialog and, on Escape, returns it to the tile of the item shown last', async () => {
    fakeImagesApi(() => pageOf(three()));
    const { user, dialog } = await openViewerOn('Rocket on stage');
    const close = within(dialog).getByRole('button', { name: 'Close full-screen view' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View full screen: Children at the telescope' })).toHaveFocus();
  });

  it('steps only through the photos loaded so far, and on into those Load more adds', async () => {
    fakeImagesApi((url) =>
      url.searchParams.get('cursor') === 'page-2'
        ? pageOf([photo({ alt_text: 'Page two photo' })])
        : pageOf([photo({ alt_text: 'Page one first' }), photo({ alt_text: 'Page one last' })], 'page-2'),
    );
    const user = userEvent.setup();
    render(<Gallery />, { wrapper: InLanguage });
    await user.click(await screen.findByRole('button', { name: 'View full screen: Page one last' }));
    expect(within(screen.getByRole('dialog')).getByText('2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: galleryTexts.loadMore }));
    await screen.findByRole('button', { name: 'View full screen: Page two photo' });
    await user.click(screen.getByRole('button', { name: 'View full screen: Page one last' }));
    expect(within(screen.getByRole('dialog')).getByText('2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Page two photo' })).toBeInTheDocument();
  });

  it('shows the administrator’s categories in their order, as the page was rendered with them', async () => {
    const requests = fakeImagesApi(() => pageOf([]));
    const user = userEvent.setup();
    render(
      <SiteContentProvider
        value={{ content: { ...defaultSiteContent, galleryCategories: ['Science Fair', 'ISRO Show'] } }}
      >
        <Gallery />
      </SiteContentProvider>,
      { wrapper: InLanguage },
    );
    const group = screen.getByRole('group', { name: 'Show photos and videos of' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Science Fair', 'ISRO Show']);
    await user.click(within(group).getByRole('button', { name: 'Science Fair' }));
    await vi.waitFor(() => expect(requests.at(-1)!.searchParams.get('category')).toBe('Science Fair'));
  });
});
