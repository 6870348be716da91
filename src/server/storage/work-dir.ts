import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * Runs `work` with a folder of its own under DATA_DIR/tmp (on the same disk as DATA_DIR's files, so moving
 * a result in is a rename) for the local copies processing needs; the folder is gone afterwards, whatever
 * happened.
 */
export async function withWorkDir<T>(dataDir: string, work: (dir: string) => Promise<T>): Promise<T> {
  const tmp = path.join(dataDir, 'tmp');
  await fsp.mkdir(tmp, { recursive: true, mode: 0o700 });
  const dir = await fsp.mkdtemp(path.join(tmp, 'work-'));
  try {
    return await work(dir);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
