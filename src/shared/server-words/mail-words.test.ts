import { describe, expect, it } from 'vitest';
import { languages } from '../i18n/languages.ts';
import { mailCatalogues, mailWords } from './index.ts';

/** Every leaf of a catalogue with its path (`pages.homeLink`). */
function leavesOf(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, inner]) => leavesOf(inner, prefix ? `${prefix}.${key}` : key));
}

const english = new Map(leavesOf(mailCatalogues.en));
const others = languages.filter((language) => language !== 'en');
/** What a text is called with in the test: names and addresses that must come through unchanged. */
const samples = ['Sample Gurukul', 'a•••@example.org', 'https://example.org/x'];
/** The script each language is written in. */
const script = { kn: /[\u0C80-\u0CFF]/, hi: /[\u0900-\u097F]/, mr: /[\u0900-\u097F]/ } as const;

const textOf = (value: unknown): string =>
  typeof value === 'function' ? String((value as (...args: string[]) => string)(...samples)) : String(value);

describe('mail words (issue 28: the server’s mail in four languages)', () => {
  it.each(languages)('%s has every key of English and no other', (language) => {
    const keys = leavesOf(mailCatalogues[language]).map(([key]) => key);
    const missing = [...english.keys()].filter((key) => !keys.includes(key));
    const extra = keys.filter((key) => !english.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(others)(
    '%s writes every text in its own script, takes what English takes and keeps the names and codes',
    (language) => {
      for (const [key, value] of leavesOf(mailCatalogues[language])) {
        const source = english.get(key);
        expect(typeof value, key).toBe(typeof source);
        if (typeof source === 'function' && typeof value === 'function') {
          expect(value.length, key).toBe(source.length);
          // Every name or address English puts in, this language puts in too.
          for (const sample of samples.slice(0, source.length)) expect(textOf(value), key).toContain(sample);
        }
        const text = textOf(value);
        expect(text.trim(), key).not.toBe('');
        expect(text, key).toMatch(script[language as keyof typeof script]);
        expect(text, key).not.toBe(textOf(source));
        for (const code of ['80G', 'Form 10BE', '7']) {
          if (textOf(source).includes(code)) expect(text, key).toContain(code);
        }
      }
    },
  );

  it('answers English for a language the site does not speak', () => {
    expect(mailWords('fr')).toBe(mailCatalogues.en);
    expect(mailWords(null)).toBe(mailCatalogues.en);
    expect(mailWords('hi')).toBe(mailCatalogues.hi);
  });
});
