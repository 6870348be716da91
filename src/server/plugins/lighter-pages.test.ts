import { describe, expect, it } from 'vitest';
import { smallestCandidate, withSmallestPictures } from './lighter-pages.ts';

describe('issue 12, data saver: pictures offer only their smallest variant', () => {
  it('keeps the narrowest candidate of a width-described srcset, and any other srcset as it is', () => {
    expect(smallestCandidate('/a-640.jpg 640w, /a-320.jpg 320w, /a-1280.jpg 1280w')).toBe('/a-320.jpg 320w');
    expect(smallestCandidate('/a.jpg 1x, /a@2x.jpg 2x')).toBe('/a.jpg 1x, /a@2x.jpg 2x');
    expect(smallestCandidate('')).toBe('');
  });

  it('rewrites every srcset and preload imagesrcset of a page, and nothing else', () => {
    const html =
      '<link rel="preload" as="image" imagesrcset="/p-640.webp 640w, /p-320.webp 320w">' +
      '<picture><source type="image/avif" srcset="/p-320.avif 320w, /p-640.avif 640w">' +
      '<img src="/p-640.jpg" srcset="/p-320.jpg 320w, /p-640.jpg 640w" sizes="50vw" alt="640w, 320w"></picture>';
    expect(withSmallestPictures(html)).toBe(
      '<link rel="preload" as="image" imagesrcset="/p-320.webp 320w">' +
        '<picture><source type="image/avif" srcset="/p-320.avif 320w">' +
        '<img src="/p-640.jpg" srcset="/p-320.jpg 320w" sizes="50vw" alt="640w, 320w"></picture>',
    );
  });
});
