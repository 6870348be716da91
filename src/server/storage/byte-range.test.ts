import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.ts';

describe('Range headers of uploads streamed from the bucket (RFC 9110)', () => {
  it('reads a closed, an open and a suffix range, clipped to the file', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseByteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('answers 416 for a range past the end, and sends the whole file for anything else', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
    for (const header of [undefined, '', 'bytes=-', 'bytes=5-1', 'items=0-1', 'bytes=0-1,5-9', 'bytes=a-b'])
      expect(parseByteRange(header, 1000), String(header)).toBeUndefined();
  });
});
