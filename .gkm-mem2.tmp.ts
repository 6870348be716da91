import fs from 'node:fs';
import sharp from 'sharp';
import { isComplete } from './src/server/features/media/media-inspect.ts';
sharp.cache(false);
const st = () => fs.readFileSync('/proc/self/status', 'utf8').match(/VmHWM:\s+(\d+)/)![1];
console.log('start', st());
for (let i = 0; i < 12; i++) {
  await sharp('/tmp/gk-media-scratch/p1.jpg').metadata();
  if (process.env.CHECK) await isComplete('/tmp/gk-media-scratch/p1.jpg', 'image/jpeg');
}
console.log('end', st());
