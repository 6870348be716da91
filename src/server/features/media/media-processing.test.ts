import { describe, expect, it } from 'vitest';
import { failureReason } from './media-jobs.ts';
import { variantWidths } from './media-processing.ts';
import { videoFailureReason } from './media-video.ts';

describe('variant widths', () => {
  it.each([
    [4000, [320, 640, 1280, 1920]],
    [1920, [320, 640, 1280, 1920]],
    [1300, [320, 640, 1300]],
    [1000, [320, 640, 1000]],
    [330, [330]],
    [200, [200]],
  ])('a photo %i px wide gets %j, never wider than itself and always one', (width, expected) => {
    expect(variantWidths(width)).toEqual(expected);
  });
});

describe('failure reasons shown to the administrator', () => {
  it('explain a damaged image without revealing server paths', () => {
    const reason = failureReason(
      new Error('VipsJpeg: premature end of input file /srv/data/originals/a.jpg\nmore'),
    );
    expect(reason).toBe(
      'The image is damaged or in a form that cannot be read. Please upload it again, or another copy of it. (VipsJpeg: premature end of input file)',
    );
  });

  it('say so plainly when the cause is something else', () => {
    expect(failureReason(new Error('Processing took too long.'))).toMatch(
      /^The image could not be processed\./,
    );
  });
});

describe('hardening 9: failure reasons of videos shown to the administrator', () => {
  it('explain a damaged video without revealing server paths', () => {
    expect(
      videoFailureReason(
        new Error('file:/srv/data/originals/0b7e-remux.mp4: Invalid data found when processing input'),
      ),
    ).toBe(
      'The video is damaged or in a form that cannot be read. Please upload it again, or another copy of it. (Invalid data found when processing input)',
    );
  });

  it('say so plainly when the cause is something else', () => {
    expect(videoFailureReason(new Error('Processing took too long.'))).toMatch(
      /^The video could not be processed\./,
    );
  });
});
