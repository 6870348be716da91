import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { processPhoto } from '/work/main/src/server/features/media/media-processing.ts';
sharp.concurrency(Number(process.env.CONC ?? 2)); sharp.cache(false);
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'gkm-mem-'));
const hwm = () => Math.round(Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status','utf8'))![1]) / 1024);
const rss = () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status','utf8'))![1]) / 1024);
console.log('start', rss(), hwm());
const times: number[] = [];
for (let i = 0; i < Number(process.env.N ?? 12); i++) {
  const t = performance.now();
  await processPhoto(`/tmp/gk-media-scratch/p${(i % 6) + 1}.jpg`, out, `x${i}`);
  times.push(Math.round(performance.now() - t));
}
console.log('times', times.join(' '), 'rss', rss(), 'hwm', hwm());
fs.rmSync(out, { recursive: true });
