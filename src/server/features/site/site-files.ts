import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RenderedFile as SiteFile } from '#shared/content/site-content';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const LIST = '.rendered.json';

/** Writes to a temporary name, then renames: a reader sees the old file or the new one, never half of one. */
async function writeAtomic(target: string, data: Buffer | string): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, target);
}

/** The file names a site file is served from: itself and its precompressed variants. */
const variants = (file: string) => [file, `${file}.br`, `${file}.gz`];

/** Only paths below the site folder, made of the characters page addresses use. */
function inside(dir: string, relative: string): string {
  if (!/^[a-z0-9][a-z0-9./-]*$/.test(relative) || relative.split('/').includes('..')) {
    throw new Error(`Refusing to write ${relative} outside the site folder`);
  }
  return path.join(dir, relative);
}

/**
 * Replaces the rendered site in `dir` with `files`: each written atomically with brotli and gzip variants
 * (compressed on libuv's thread pool, off the event loop), then the files of the previous rendering that
 * are no longer part of the site (an unpublished page) removed.
 */
export async function writeSite(dir: string, files: SiteFile[]): Promise<void> {
  const previous = await readList(dir);
  for (const file of files) {
    const target = inside(dir, file.path);
    const data = Buffer.from(file.body);
    const [br, gz] = await Promise.all([
      brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip(data, { level: 9 }),
    ]);
    // The compressed copies first: once the page itself appears, a browser asking for brotli finds it too.
    await writeAtomic(`${target}.br`, br);
    await writeAtomic(`${target}.gz`, gz);
    await writeAtomic(target, data);
  }
  const current = new Set(files.map((file) => file.path));
  const gone = previous.filter((file) => !current.has(file));
  await Promise.all(
    gone.flatMap((file) => variants(inside(dir, file)).map((f) => fs.rm(f, { force: true }))),
  );
  // The folder of a page that is gone (`our-philosophy/`), once empty; a folder still in use stays.
  await Promise.all(gone.map((file) => fs.rmdir(path.dirname(inside(dir, file))).catch(() => undefined)));
  await writeAtomic(path.join(dir, LIST), JSON.stringify([...current]));
}

async function readList(dir: string): Promise<string[]> {
  try {
    return JSON.parse(await fs.readFile(path.join(dir, LIST), 'utf8')) as string[];
  } catch {
    return [];
  }
}

/** Empties the site folder: pages rendered by an earlier build point at assets that are gone. */
export async function clearSite(dir: string): Promise<void> {
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
}
