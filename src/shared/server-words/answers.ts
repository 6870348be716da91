import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.ts';
import { mailCatalogues } from './index.ts';

type Answers = (typeof mailCatalogues)['en']['answers'];
type AnswerKey = keyof Answers;

/** Where a function's argument stands in its English text; any text, as long as no answer holds it. */
const SLOT = '\u0000';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each English answer as a pattern: a text as it is, a function with its argument as a capture. */
const shapes = (Object.entries(mailCatalogues.en.answers) as [AnswerKey, Answers[AnswerKey]][]).map(
  ([key, english]) => {
    const text = typeof english === 'function' ? english(SLOT) : english;
    const pattern = escapeRegExp(text).replace(SLOT, '(.+?)');
    return { key, pattern: new RegExp(`^${pattern}$`) };
  },
);

/** zod's own words for a text over its limit, which a schema without a message of its own answers with. */
const ZOD_TOO_LONG = /^Too big: expected string to have <=(\d+) characters$/;

/**
 * The server's answer to a public form in the visitor's language: the English answer (`messages`, a field's
 * refusal) looked up among the answers the public forms give (`answers` in the mail words), and that
 * language's version of it with the same number. Anything not among them stays as it is (in English).
 */
export function answerIn(language: Language, english: string): string {
  if (language === DEFAULT_LANGUAGE) return english;
  const words = mailCatalogues[language].answers;
  const tooLong = ZOD_TOO_LONG.exec(english);
  if (tooLong) return words.atMost(tooLong[1]!);
  for (const { key, pattern } of shapes) {
    const match = pattern.exec(english);
    if (!match) continue;
    const answer = words[key];
    return typeof answer === 'function' ? answer(match[1]!) : answer;
  }
  return english;
}
