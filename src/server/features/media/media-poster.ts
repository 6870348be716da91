import sharp from 'sharp';
import { IMMUTABLE, type FileStorage } from '#server/storage/storage';

/**
 * A video gets a poster made from one of its frames by ffmpeg (media-video.ts). On a server without ffmpeg
 * no frame can be taken: such videos share one neutral poster in the site's colours, drawn once. A new
 * design gets a new name, so browsers holding the old one (cached as immutable) fetch the new one.
 */
export const VIDEO_POSTER_FILE = 'video-poster-v1.jpg';
export const VIDEO_POSTER_URL = `/uploads/${VIDEO_POSTER_FILE}`;

const posterSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#7a2e0e"/>
      <stop offset="1" stop-color="#3d1606"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#f59e0b" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#f59e0b" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1280" height="720" fill="url(#bg)"/>
  <circle cx="640" cy="360" r="300" fill="url(#glow)"/>
  <circle cx="640" cy="360" r="92" fill="none" stroke="#fff4dc" stroke-width="10"/>
  <path d="M612 306 L700 360 L612 414 Z" fill="#fff4dc"/>
</svg>`;

const pending = new WeakMap<FileStorage, Promise<string>>();

/** Draws the shared poster into the public uploads unless it is there, and returns its address. */
export function ensureVideoPoster(storage: FileStorage): Promise<string> {
  let promise = pending.get(storage);
  if (!promise) {
    promise = draw(storage).catch((error: unknown) => {
      pending.delete(storage);
      throw error;
    });
    pending.set(storage, promise);
  }
  return promise;
}

async function draw(storage: FileStorage): Promise<string> {
  const key = `uploads/${VIDEO_POSTER_FILE}`;
  if (await storage.exists(key)) return VIDEO_POSTER_URL;
  const jpeg = await sharp(Buffer.from(posterSvg)).jpeg({ quality: 80, progressive: true }).toBuffer();
  await storage.put(key, jpeg, { contentType: 'image/jpeg', cacheControl: IMMUTABLE });
  return VIDEO_POSTER_URL;
}
