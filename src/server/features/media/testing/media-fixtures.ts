import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { SITE } from '#server/testing/helpers';

/** Texts hidden in a fixture's metadata; none may appear in any byte the server publishes. */
export const secrets = {
  gpsLatitude: '12/1 58/1 3141/100',
  make: 'SecretPhoneMaker',
  xmp: 'SecretXmpCreator',
  iptc: 'SecretIptcCaption',
  comment: 'SecretJpegComment',
};

/** A photo-like picture (gradients and noise) of the given size. */
export function photoPixels(width: number, height: number) {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const noise = ((x * 7919 + y * 104_729) % 61) - 30;
      data[i] = clamp(90 + (x * 120) / width + noise);
      data[i + 1] = clamp(60 + (y * 150) / height - noise / 2);
      data[i + 2] = clamp(140 + Math.sin(x / 23) * 40 + noise / 3);
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } });
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** A JPEG carrying GPS EXIF, XMP, IPTC, an ICC profile and a comment, optionally with an EXIF orientation. */
export async function jpegWithMetadata(width: number, height: number, orientation?: number): Promise<Buffer> {
  let image = photoPixels(width, height)
    .withExif({
      IFD0: { Make: secrets.make, Model: 'Model X' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: secrets.gpsLatitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 0/1',
      },
    })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreatorTool="${secrets.xmp}"/></rdf:RDF></x:xmpmeta>`,
    )
    .withIccProfile('p3');
  if (orientation) image = image.withMetadata({ orientation });
  const jpeg = await image.jpeg({ quality: 85 }).toBuffer();
  return insertAfterSoi(jpeg, [iptcSegment(secrets.iptc), commentSegment(secrets.comment)]);
}

function commentSegment(text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([Buffer.from([0xff, 0xfe]), length, body]);
}

/** A Photoshop APP13 segment holding an IPTC caption, as cameras and editors write it. */
function iptcSegment(caption: string): Buffer {
  const text = Buffer.from(caption, 'latin1');
  const iptc = Buffer.concat([
    Buffer.from([0x1c, 0x02, 0x00, 0x00, 0x02, 0x00, 0x04]),
    Buffer.from([0x1c, 0x02, 0x78, text.length >> 8, text.length & 0xff]),
    text,
  ]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(iptc.length);
  const resource = Buffer.concat([
    Buffer.from('Photoshop 3.0\0', 'latin1'),
    Buffer.from('8BIM', 'latin1'),
    Buffer.from([0x04, 0x04, 0x00, 0x00]),
    size,
    iptc,
    iptc.length % 2 ? Buffer.from([0]) : Buffer.alloc(0),
  ]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(resource.length + 2);
  return Buffer.concat([Buffer.from([0xff, 0xed]), length, resource]);
}

function insertAfterSoi(jpeg: Buffer, segments: Buffer[]): Buffer {
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** A PNG whose compressed pixel data is damaged while its header and end marker are intact. */
export async function pngWithDamagedPixels(): Promise<Buffer> {
  const png = Buffer.from(await photoPixels(300, 200).png({ compressionLevel: 1 }).toBuffer());
  const idat = png.indexOf('IDAT');
  for (let i = idat + 200; i < idat + 400; i += 1) png[i] = png[i]! ^ 0x5a;
  return png;
}

/** The smallest shape of an MP4 that content detection accepts: ftyp, free and mdat boxes. */
export function tinyMp4(): Buffer {
  const box = (type: string, body: Buffer) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(body.length + 8);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, body]);
  };
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1')),
    box('free', Buffer.alloc(8)),
    box('mdat', Buffer.alloc(2048, 7)),
  ]);
}

export interface Upload {
  file?: { bytes: Buffer; name: string; type: string };
  mediaUrl?: string;
  category?: string;
  type?: string;
  altText?: string;
  /** Identifiable children in it: 'no' unless a test says otherwise; null sends no answer. */
  children?: 'yes' | 'no' | null;
  childrenConsent?: string;
}

export async function upload(app: FastifyInstance, cookie: string, input: Upload) {
  const form = new FormData();
  form.append('mediaCategory', input.category ?? 'ISRO Show');
  form.append('mediaType', input.type ?? 'Photo');
  if (input.altText) form.append('altText', input.altText);
  if (input.children !== null) form.append('children', input.children ?? 'no');
  if (input.childrenConsent) form.append('childrenConsent', input.childrenConsent);
  if (input.mediaUrl) form.append('media_url', input.mediaUrl);
  if (input.file) {
    form.append(
      'file',
      new Blob([new Uint8Array(input.file.bytes)], { type: input.file.type }),
      input.file.name,
    );
  }
  return app.inject({
    method: 'POST',
    url: '/api/submit_media',
    headers: { cookie, origin: SITE },
    payload: form,
  });
}

export const jpegFile = (bytes: Buffer, name = 'photo.jpg') => ({ bytes, name, type: 'image/jpeg' });

/** Every file under a folder, as names relative to it (missing folder: none). */
export function filesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The ffmpeg the video tests use to make and inspect fixtures (the server's own is FFMPEG_PATH too). */
export const testFfmpeg = process.env.FFMPEG_PATH || 'ffmpeg';
export const testFfprobe = testFfmpeg.includes('/')
  ? path.join(path.dirname(testFfmpeg), 'ffprobe')
  : 'ffprobe';

/** Texts hidden in a video fixture's metadata; none may appear in any byte the server publishes. */
export const videoSecrets = {
  location: '+12.9716+077.5946',
  make: 'SecretPhoneMaker',
  model: 'SecretPhoneModel',
  handler: 'SecretCameraHandler',
  subtitle: 'SecretSubtitleText',
  androidMake: 'SecretAndroidMaker',
};

/**
 * A real MP4 (MPEG-4 video at 10 frames a second over a test pattern with a running clock, AAC sound)
 * carrying metadata the way phones write it: Apple's keys (location, make, model, creation date) in
 * moov/meta, Android's udta with a ©xyz location and a ©mak maker (added by hand: ffmpeg writes a binary
 * loci box instead), a creation time in the movie header, a camera handler name and a subtitle track.
 */
export function mp4WithMetadata(options: { seconds?: number; width?: number; height?: number } = {}): Buffer {
  const { seconds = 2, width = 320, height = 240 } = options;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-video-'));
  try {
    const subtitles = path.join(dir, 'subtitles.srt');
    fs.writeFileSync(subtitles, `1\n00:00:00,000 --> 00:00:00,400\n${videoSecrets.subtitle}\n`);
    const output = path.join(dir, 'clip.mp4');
    execFileSync(
      testFfmpeg,
      [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin'],
        ...['-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=${width}x${height}:rate=10`],
        ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
        ...['-i', subtitles, '-map', '0', '-map', '1', '-map', '2'],
        ...['-c:v', 'mpeg4', '-q:v', '5', '-c:a', 'aac', '-c:s', 'mov_text'],
        ...['-movflags', 'use_metadata_tags'],
        ...['-metadata', `com.apple.quicktime.location.ISO6709=${videoSecrets.location}+000.000/`],
        ...['-metadata', `com.apple.quicktime.make=${videoSecrets.make}`],
        ...['-metadata', `com.apple.quicktime.model=${videoSecrets.model}`],
        ...['-metadata', 'com.apple.quicktime.creationdate=2024-05-01T10:00:00+0530'],
        ...['-metadata', 'creation_time=2024-05-01T04:30:00Z'],
        ...['-metadata:s:v:0', `handler_name=${videoSecrets.handler}`],
        ...['-y', output],
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    return withAndroidUserData(fs.readFileSync(output));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const isoBox = (type: string, body: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

/** A QuickTime text atom (©xyz, ©mak): length, language, text. */
const textAtom = (type: string, text: string) => {
  const value = Buffer.from(text, 'utf8');
  const head = Buffer.alloc(4);
  head.writeUInt16BE(value.length);
  head.writeUInt16BE(0x15c7, 2);
  return isoBox(type, Buffer.concat([head, value]));
};

/** Appends udta { ©xyz, ©mak } to the movie header, which ffmpeg writes last, so no media offset moves. */
function withAndroidUserData(mp4: Buffer): Buffer {
  let offset = 0;
  let moov = -1;
  while (offset < mp4.length) {
    const size = mp4.readUInt32BE(offset);
    if (mp4.toString('latin1', offset + 4, offset + 8) === 'moov') moov = offset;
    offset += size;
  }
  if (moov < 0 || moov + mp4.readUInt32BE(moov) !== mp4.length) throw new Error('moov is not the last box');
  const udta = isoBox(
    'udta',
    Buffer.concat([
      textAtom('\u00a9xyz', `${videoSecrets.location}/`),
      textAtom('\u00a9mak', videoSecrets.androidMake),
    ]),
  );
  const out = Buffer.concat([mp4, udta]);
  out.writeUInt32BE(mp4.readUInt32BE(moov) + udta.length, moov);
  return out;
}

export const mp4File = (bytes: Buffer, name = 'clip.mp4') => ({ bytes, name, type: 'video/mp4' });

/** ffprobe's view of a file: container and streams with their tags. */
export function ffprobe(bytes: Buffer): {
  format: { duration?: string; tags?: Record<string, string> };
  streams: Array<{
    codec_type: string;
    codec_name: string;
    width?: number;
    height?: number;
    duration?: string;
    tags?: Record<string, string>;
  }>;
} {
  const out = execFileSync(
    testFfprobe,
    ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', '-i', 'pipe:0'],
    { input: bytes, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(out.toString('utf8'));
}

/** The types of every box of an MP4, as paths ('moov/udta/©xyz'), through the boxes that hold others. */
export function mp4BoxPaths(mp4: Buffer): string[] {
  const containers = new Set(['moov', 'trak', 'mdia', 'minf', 'dinf', 'stbl', 'edts', 'udta', 'mvex']);
  const paths: string[] = [];
  const walk = (start: number, end: number, prefix: string) => {
    let offset = start;
    while (offset + 8 <= end) {
      let size = mp4.readUInt32BE(offset);
      let header = 8;
      if (size === 1) {
        size = Number(mp4.readBigUInt64BE(offset + 8));
        header = 16;
      } else if (size === 0) size = end - offset;
      const type = mp4.toString('latin1', offset + 4, offset + 8);
      paths.push(`${prefix}${type}`);
      if (containers.has(type)) walk(offset + header, offset + size, `${prefix}${type}/`);
      offset += size;
    }
  };
  walk(0, mp4.length, '');
  return paths;
}
