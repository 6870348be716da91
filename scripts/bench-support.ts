/** Pieces the benchmark and screenshot scripts share. */

/** Flags for Debian's Chromium on a machine without outside network (see the README). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Resolves once `url` answers 2xx; gives up after a minute. */
export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}
