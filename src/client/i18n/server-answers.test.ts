import { describe, expect, it } from 'vitest';
import { languages } from '#shared/i18n/languages';
import { answerIn } from '#shared/server-words/answers';
import { catalogues } from './catalogues/index.ts';

/** Every leaf of a catalogue with its path. */
function leavesOf(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, inner]) => leavesOf(inner, prefix ? `${prefix}.${key}` : key));
}

const others = languages.filter((language) => language !== 'en');

/**
 * Issue 28: the server answers a public form in the page's language (src/shared/server-words, `answers`); a
 * message the page also shows itself (a form's "sent" note, the spec's form messages, the giving messages)
 * reads the same in both places.
 */
describe('the server’s answers and the site’s catalogues agree', () => {
  it.each(others)(
    '%s: an answer the page also shows itself reads the same as on the page (its catalogue)',
    (language) => {
      const english = new Map(leavesOf(catalogues.en));
      let compared = 0;
      for (const [path, translated] of leavesOf(catalogues[language])) {
        const source = english.get(path);
        if (typeof source !== 'string' || typeof translated !== 'string') continue;
        const answered = answerIn(language, source);
        if (answered === source) continue;
        expect(answered, path).toBe(translated);
        compared += 1;
      }
      // The spec's form messages, the sent notes of the contact and interest forms, the giving messages.
      expect(compared).toBeGreaterThanOrEqual(12);
    },
  );
});
