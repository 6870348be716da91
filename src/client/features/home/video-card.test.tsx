import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { youtubeIdOf } from '#shared/api/content-fields';
import { defaultVideos as videos } from '#shared/content/defaults/index';
import { VideoFeed } from './video-feed.tsx';
import { InLanguage } from '#client/testing/language.tsx';

afterEach(cleanup);

describe('video feed (4 videos, player only after play)', () => {
  it('lists four videos with title, published date, duration and a WhatsApp link, and no frame', () => {
    const { container } = render(<VideoFeed />, { wrapper: InLanguage });
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(container.querySelector('iframe')).toBeNull();
    for (const video of videos) {
      expect(screen.getByRole('heading', { name: video.title })).toBeInTheDocument();
      expect(screen.getByText(video.duration)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Play video: ${video.title}` })).toBeInTheDocument();
    }
    const shares = screen.getAllByRole('link', { name: /Share on WhatsApp/ });
    expect(shares).toHaveLength(4);
    shares.forEach((link) => {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    });
  });

  it('shows local posters only, so nothing is asked of YouTube before play', () => {
    const { container } = render(<VideoFeed />, { wrapper: InLanguage });
    const sources = Array.from(container.querySelectorAll('img')).map((img) => img.getAttribute('src'));
    expect(sources).toHaveLength(4);
    sources.forEach((src) => expect(src).toMatch(/^\/images\//));
  });

  it('loads the youtube-nocookie player with autoplay only for the video whose play button is pressed', () => {
    const { container } = render(<VideoFeed />, { wrapper: InLanguage });
    const [first, second] = videos;
    fireEvent.click(screen.getByRole('button', { name: `Play video: ${second!.title}` }));
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${youtubeIdOf(second!.url)}?autoplay=1`,
    );
    expect(frames[0]).toHaveAttribute('title', second!.title);
    expect(frames[0]).toHaveFocus();
    expect(screen.getByRole('button', { name: `Play video: ${first!.title}` })).toBeInTheDocument();
  });
});
