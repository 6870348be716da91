import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decrypt, encrypt, loadDataKey } from '#server/db/sealed-values';
import { maskIdNumber } from './personal-data.ts';

describe('giving issue 6: PAN and Aadhaar numbers are encrypted at rest', () => {
  const key = Buffer.alloc(32, 7);

  it('seals a number so that only the key opens it, differently each time', () => {
    const sealed = encrypt(key, 'ABCDE1234F');
    expect(sealed).not.toContain('ABCDE1234F');
    expect(sealed).not.toBe(encrypt(key, 'ABCDE1234F'));
    expect(decrypt(key, sealed)).toBe('ABCDE1234F');
    expect(() => decrypt(Buffer.alloc(32, 8), sealed)).toThrow();
  });

  it('refuses a sealed value that was changed', () => {
    const [version, iv, tag, data] = encrypt(key, 'ABCDE1234F').split('.');
    const changed = Buffer.from(data!, 'base64url');
    changed[0]! ^= 1;
    expect(() => decrypt(key, [version, iv, tag, changed.toString('base64url')].join('.'))).toThrow();
  });

  it('generates the key into DATA_DIR once, readable by the server only, and uses DATA_KEY when given', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-key-'));
    const source = { dataKey: undefined, dataKeyFile: undefined, dataDir: dir };
    const first = loadDataKey(source);
    expect(first).toHaveLength(32);
    expect(loadDataKey(source).equals(first)).toBe(true);
    expect(fs.statSync(path.join(dir, 'data-key')).mode & 0o777).toBe(0o600);
    expect(loadDataKey({ ...source, dataKey: '11'.repeat(32) }).equals(Buffer.alloc(32, 0x11))).toBe(true);
    fs.rmSync(dir, { recursive: true });
  });

  it('masks numbers in lists', () => {
    expect(maskIdNumber('ABCDE1234F')).toBe('XXXXX1234X');
    expect(maskIdNumber('234567890123')).toBe('XXXXXXXX0123');
  });
});
