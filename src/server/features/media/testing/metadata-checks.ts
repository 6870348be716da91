import type { Metadata } from 'sharp';

/** The blocks of a picture that can carry where, when and with what it was taken. */
export const metadataBlocks = (meta: Metadata) => ({
  exif: meta.exif,
  xmp: meta.xmp,
  iptc: meta.iptc,
  icc: meta.icc,
  comments: meta.comments,
});

/** metadataBlocks of a picture the site publishes: none of them. */
export const NO_METADATA = {
  exif: undefined,
  xmp: undefined,
  iptc: undefined,
  icc: undefined,
  comments: undefined,
};
