/** Photos like a phone camera's for npm run bench:media: 12 megapixels, several MB each, with GPS EXIF. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const WIDTH = 4000;
const HEIGHT = 3000;

const mb = (bytes: number) => bytes / 1024 / 1024;

/** Smooth light falling over the frame plus per-pixel noise, which is what makes camera JPEGs large. */
function makePhoto(index: number, noise: Buffer): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const phase = index * 0.7;
  const offset = (index * 7919) % noise.length;
  for (let y = 0; y < HEIGHT; y += 1) {
    const wave = Math.cos(y / 170 + phase) * 38;
    for (let x = 0; x < WIDTH; x += 1) {
      const i = (y * WIDTH + x) * 3;
      const n = (noise[(offset + y * WIDTH + x) % noise.length]! - 128) * 0.22;
      const shade = Math.sin(x / 210 - phase) * 42 + wave;
      pixels[i] = clamp(118 + x / 45 + shade + n);
      pixels[i + 1] = clamp(92 + y / 32 - shade * 0.5 + n);
      pixels[i + 2] = clamp(64 + (x + y) / 70 + wave * 0.4 + n);
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .withExif({
      IFD0: { Make: 'BenchPhone', Model: 'Camera 12MP', DateTime: '2026:11:01 10:00:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: `12/1 58/1 ${1000 + index}/100`,
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 1234/100',
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}
const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);

/** Writes `count` photos into `dir` and returns their paths. */
export async function generatePhotos(dir: string, count: number): Promise<string[]> {
  const noise = randomBytes(WIDTH * HEIGHT + 7919);
  const files: string[] = [];
  let bytes = 0;
  for (let i = 0; i < count; i += 1) {
    const file = path.join(dir, `photo-${String(i).padStart(3, '0')}.jpg`);
    const jpeg = await makePhoto(i, noise);
    fs.writeFileSync(file, jpeg);
    bytes += jpeg.length;
    files.push(file);
    if ((i + 1) % 20 === 0 || i + 1 === count) process.stdout.write(`\r  generated ${i + 1}/${count}`);
  }
  console.log(`\n  ${WIDTH}x${HEIGHT}, average ${mb(bytes / count).toFixed(1)} MB per photo, with GPS EXIF`);
  return files;
}
