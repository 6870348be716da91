import { createContext, use, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, localPath, type Language } from '#shared/i18n/languages';
import type { Catalogue } from './catalogue.ts';

export interface LanguageValue {
  language: Language;
  /** The built-in texts in that language. */
  texts: Catalogue;
  /**
   * The language texts of every language, to offer a reader theirs in their own words: given only where the
   * page is rendered on the server (the offer is HTML that a small script shows).
   */
  offers?: Record<Language, Catalogue['language']>;
}

const LanguageContext = createContext<LanguageValue | null>(null);

/** The language a page (or island) is drawn in, with its catalogue: given once at its root. */
export function LanguageProvider({ value, children }: { value: LanguageValue; children: ReactNode }) {
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export function useLanguage(): LanguageValue {
  const value = use(LanguageContext);
  if (!value) throw new Error('useLanguage needs a LanguageProvider above it');
  return value;
}

/** The page's language; English where nothing gave one (a part drawn on its own, in a test). */
export function usePageLanguage(): Language {
  return use(LanguageContext)?.language ?? DEFAULT_LANGUAGE;
}

/** The built-in texts in the page's language. */
export function useTexts(): Catalogue {
  return useLanguage().texts;
}

/** A site path in the page's language: `/vision` on a Kannada page is `/kn/vision`. */
export function useLocalPath(): (path: string) => string {
  const language = usePageLanguage();
  return (path) => localPath(language, path);
}
