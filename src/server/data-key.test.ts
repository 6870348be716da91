import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, DATA_KEY_BESIDE_DATA } from './app.ts';
import { ConfigError } from './config.ts';
import { captureLog } from './testing/log-lines.ts';
import { testConfig } from './testing/helpers.ts';

const folders: string[] = [];
const folder = () => {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-key-'));
  folders.push(made);
  return made;
};
afterEach(() => {
  for (const made of folders.splice(0)) fs.rmSync(made, { recursive: true, force: true });
});

/** Starts an app on `env` and answers its warnings and its data key. */
async function startWith(env: Record<string, string>) {
  const dataDir = folder();
  const log = captureLog();
  const app = await buildApp(testConfig(dataDir, { LOG_LEVEL: 'warn', ...env }), { logStream: log.stream });
  await app.ready();
  const key = app.dataKey;
  await app.close();
  return { dataDir, key, warnings: log.lines.map((line) => line.msg) };
}

/** Issue 27, must have 6: the data key may live outside DATA_DIR, and a key beside the data is said aloud. */
describe('issue 27, must have 6: where the data key is kept', () => {
  it('reads DATA_KEY_FILE outside DATA_DIR, making it (0600) with a new key when missing, and writes none into DATA_DIR', async () => {
    const keyFile = path.join(folder(), 'secrets', 'gurukul-data-key');
    const first = await startWith({ DATA_KEY_FILE: keyFile });
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(path.join(first.dataDir, 'data-key'))).toBe(false);
    expect(first.key.equals(Buffer.from(fs.readFileSync(keyFile, 'utf8').trim(), 'hex'))).toBe(true);
    const again = await startWith({ DATA_KEY_FILE: keyFile });
    expect(again.key.equals(first.key)).toBe(true);
  });

  it('refuses a key file that holds no key, and DATA_KEY and DATA_KEY_FILE together', async () => {
    const keyFile = path.join(folder(), 'bad-key');
    fs.writeFileSync(keyFile, 'not a key');
    await expect(startWith({ DATA_KEY_FILE: keyFile })).rejects.toThrow(
      'must hold 64 hexadecimal characters',
    );
    expect(() => testConfig(folder(), { DATA_KEY: '11'.repeat(32), DATA_KEY_FILE: keyFile })).toThrow(
      ConfigError,
    );
  });

  it('warns at start when a site served over https keeps its key in DATA_DIR, and not otherwise', async () => {
    const https = { PUBLIC_URL: 'https://gurukul.example.org' };
    expect((await startWith(https)).warnings).toContain(DATA_KEY_BESIDE_DATA);
    const outside = path.join(folder(), 'data-key');
    expect((await startWith({ ...https, DATA_KEY_FILE: outside })).warnings).not.toContain(
      DATA_KEY_BESIDE_DATA,
    );
    expect((await startWith({ ...https, DATA_KEY: '22'.repeat(32) })).warnings).not.toContain(
      DATA_KEY_BESIDE_DATA,
    );
    // A laptop or a test install (http) keeps the default quietly.
    expect((await startWith({})).warnings).not.toContain(DATA_KEY_BESIDE_DATA);
  });
});
