/**
 * A picture in a written page's text is a `<figure data-size data-align>` holding the `<img>` and, when it
 * has one, a `<figcaption>`. The editor writes these values and the server keeps exactly these.
 */
export const pictureSizes = ['small', 'half', 'full'] as const;
export type PictureSize = (typeof pictureSizes)[number];

export const pictureAlignments = ['left', 'centre', 'right'] as const;
export type PictureAlignment = (typeof pictureAlignments)[number];

/** A new picture spans the text; the administrator makes it smaller and moves it to a side. */
export const defaultPictureSize: PictureSize = 'full';
export const defaultPictureAlignment: PictureAlignment = 'centre';

export const CAPTION_MAX = 300;

export const isPictureSize = (value: unknown): value is PictureSize =>
  pictureSizes.includes(value as PictureSize);
export const isPictureAlignment = (value: unknown): value is PictureAlignment =>
  pictureAlignments.includes(value as PictureAlignment);
