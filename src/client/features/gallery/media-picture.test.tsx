import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MediaPicture } from './media-picture.tsx';
import { photo } from './gallery-test-data.ts';
import { InLanguage } from '#client/testing/language.tsx';

afterEach(cleanup);

describe('MediaPicture: the variants, light and without layout shift', () => {
  it('offers AVIF, then WebP, then JPEG, each as a srcset of every width with the same sizes', () => {
    const { container } = render(<MediaPicture item={photo({ medias_id: 7 })} alt="Stage" sizes="50vw" />, {
      wrapper: InLanguage,
    });
    const sources = Array.from(container.querySelectorAll('picture > source'));
    expect(
      sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')]),
    ).toEqual([
      [
        'image/avif',
        '/uploads/p7-320.avif 320w, /uploads/p7-640.avif 640w, /uploads/p7-1280.avif 1280w',
        '50vw',
      ],
      [
        'image/webp',
        '/uploads/p7-320.webp 320w, /uploads/p7-640.webp 640w, /uploads/p7-1280.webp 1280w',
        '50vw',
      ],
    ]);
    const image = screen.getByRole('img', { name: 'Stage' });
    expect(image).toHaveAttribute(
      'srcset',
      '/uploads/p7-320.jpg 320w, /uploads/p7-640.jpg 640w, /uploads/p7-1280.jpg 1280w',
    );
    expect(image).toHaveAttribute('src', '/uploads/p7-640.jpg');
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '960');
  });

  it('loads lazily by default, eagerly when asked, and the most important one first', () => {
    render(
      <>
        <MediaPicture item={photo()} alt="First" sizes="50vw" loading="high" />
        <MediaPicture item={photo()} alt="Second" sizes="50vw" loading="eager" />
        <MediaPicture item={photo()} alt="Below" sizes="50vw" />
      </>,
      { wrapper: InLanguage },
    );
    const state = (name: string) => {
      const image = screen.getByRole('img', { name });
      return [
        image.getAttribute('loading'),
        image.getAttribute('fetchpriority'),
        image.getAttribute('decoding'),
      ];
    };
    expect(state('First')).toEqual(['eager', 'high', 'async']);
    expect(state('Second')).toEqual(['eager', null, 'async']);
    expect(state('Below')).toEqual(['lazy', null, 'async']);
  });

  it('shows the tiny preview underneath until the picture has loaded', () => {
    const { container } = render(<MediaPicture item={photo()} alt="Preview" sizes="50vw" />, {
      wrapper: InLanguage,
    });
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.style.getPropertyValue('--placeholder')).toBe('url("data:image/webp;base64,UklGRg==")');
    fireEvent.load(screen.getByRole('img', { name: 'Preview' }));
    expect(frame.style.getPropertyValue('--placeholder')).toBe('');
  });

  it('shows a linked picture as given, lazily, without sending the page address', () => {
    render(
      <MediaPicture
        item={photo({ variants: [], media_url: 'https://example.org/a.jpg', width: null, height: null })}
        alt="Linked"
        sizes="50vw"
      />,
      { wrapper: InLanguage },
    );
    const image = screen.getByRole('img', { name: 'Linked' });
    expect(image).toHaveAttribute('src', 'https://example.org/a.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(image).not.toHaveAttribute('srcset');
  });

  it('becomes a labelled tile, never a broken image, when the picture fails', () => {
    const { container } = render(<MediaPicture item={photo()} alt="Broken" sizes="50vw" />, {
      wrapper: InLanguage,
    });
    fireEvent.error(screen.getByRole('img', { name: 'Broken' }));
    expect(screen.getByRole('img', { name: 'Broken (image unavailable)' })).toHaveTextContent(
      'Image unavailable',
    );
    expect(container.querySelector('img')).toBeNull();
  });
});
