import type { ReactNode } from 'react';
import type { Language } from '#shared/i18n/languages';
import type { Catalogue } from '#client/i18n/catalogue.ts';
import { en } from '#client/i18n/catalogues/en.ts';
import { LanguageProvider } from '#client/i18n/language-context.tsx';

/**
 * A part of a page drawn in English, as its page or island gives it; or in another language with that
 * language's catalogue (`<InLanguage language="kn" texts={kn}>`).
 */
export function InLanguage({
  language = 'en',
  texts = en,
  children,
}: {
  language?: Language;
  texts?: Catalogue;
  children: ReactNode;
}) {
  return <LanguageProvider value={{ language, texts }}>{children}</LanguageProvider>;
}
