import { describe, expect, it } from 'vitest';
import { languages } from '#shared/i18n/languages';
import { catalogues } from './catalogues/index.ts';
import { hiReviewFirst } from './catalogues/hi.ts';
import { knReviewFirst } from './catalogues/kn.ts';
import { mrReviewFirst } from './catalogues/mr.ts';

const reviewFirst = { kn: knReviewFirst, hi: hiReviewFirst, mr: mrReviewFirst };

/** Every key of a catalogue as a path (`home.vision.heading`); array items by index. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

/** Every leaf with its path. */
function leavesOf(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, inner]) => leavesOf(inner, prefix ? `${prefix}.${key}` : key));
}

const english = new Map(leavesOf(catalogues.en));
/** Leaves that are addresses, pictures, sizes or codes, never words: the same in every language. */
const FIXED = /(^|\.)(id|role|image|src|to|href|logo|width|height)$/;

describe('catalogues (issue 28: every built-in text in four languages)', () => {
  it.each(languages.filter((language) => language !== 'en'))(
    '%s has every key of English and no other',
    (language) => {
      const keys = keysOf(catalogues[language]);
      const missing = keysOf(catalogues.en).filter((key) => !keys.includes(key));
      const extra = keys.filter((key) => !english.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    },
  );

  it.each(Object.entries(reviewFirst))('%s’s review-first list names texts English has', (_, keys) => {
    expect(keys.filter((key) => !english.has(key))).toEqual([]);
  });

  it.each(languages.filter((language) => language !== 'en'))(
    '%s keeps every address, picture and number as English has it, and translates every text',
    (language) => {
      for (const [key, value] of leavesOf(catalogues[language])) {
        const source = english.get(key);
        if (typeof source === 'function') {
          expect(typeof value, key).toBe('function');
          continue;
        }
        if (
          FIXED.test(key) ||
          typeof source !== 'string' ||
          /^(\/|https?:|#)/.test(source) ||
          !/[a-z]{2}/i.test(source)
        ) {
          expect(value, key).toEqual(source);
          continue;
        }
        expect(typeof value, key).toBe('string');
        expect((value as string).trim(), key).not.toBe('');
      }
    },
  );
});
