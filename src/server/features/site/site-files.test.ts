import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressSite } from './site-files.ts';

describe('compressing a rendering (issue 31: a content change costs what it changed)', () => {
  it('keeps the compressed copies of a file whose bytes did not change, and compresses a changed one anew', async () => {
    const before = await compressSite([
      { path: 'index.html', body: '<p>home</p>' },
      { path: 'team/index.html', body: '<p>team</p>' },
    ]);
    const previous = new Map(before.map((file) => [file.path, file]));
    const after = await compressSite(
      [
        { path: 'index.html', body: '<p>home, changed</p>' },
        { path: 'team/index.html', body: '<p>team</p>' },
      ],
      previous,
    );
    expect(after[1]).toBe(previous.get('team/index.html'));
    expect(after[0]).not.toBe(previous.get('index.html'));
    expect(zlib.brotliDecompressSync(after[0]!.br).toString()).toBe('<p>home, changed</p>');
    expect(zlib.gunzipSync(after[0]!.gz).toString()).toBe('<p>home, changed</p>');
  });

  it('refuses a path outside the site', async () => {
    await expect(compressSite([{ path: '../etc/passwd', body: 'x' }])).rejects.toThrow(/outside the site/);
  });
});
