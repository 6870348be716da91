import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages.ts';
import { en, type MailWords } from './en.ts';
import { hi } from './hi.ts';
import { kn } from './kn.ts';
import { mr } from './mr.ts';

export type { MailWords } from './en.ts';

/** The server's mail words of every language (docs/languages.md, "Mail in each language"). */
export const mailCatalogues: Record<Language, MailWords> = { en, kn, hi, mr };

/** The mail words of a language; English for anything that is not one of the site's languages. */
export function mailWords(language: string | null | undefined): MailWords {
  return mailCatalogues[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}
