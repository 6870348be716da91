/**
 * The languages of the public site. English pages keep their addresses; each other language lives under
 * its own first path segment (/kn/vision), which written pages may not take as a slug.
 */
export const languages = ['en', 'kn', 'hi', 'mr'] as const;
export type Language = (typeof languages)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in its own script, as a reader looks for it in a switcher. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  kn: 'ಕನ್ನಡ',
  hi: 'हिन्दी',
  mr: 'मराठी',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The languages other than English: the first path segments they own. */
export const prefixedLanguages = languages.filter((language) => language !== DEFAULT_LANGUAGE);

/** `/kn/vision` → Kannada and `/vision`; `/vision` → English and `/vision`. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLanguage(match[1]) && match[1] !== DEFAULT_LANGUAGE) {
    return { language: match[1], path: match[2] || '/' };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/**
 * First path segments that are not pages of the public site (files, the API, the dashboard and its
 * sign-in pages, the pages answered by the server itself): a link to them is the same in every language.
 */
export const UNLOCALISED: ReadonlySet<string> = new Set([
  'api',
  'assets',
  'images',
  'media',
  'documents',
  'uploads',
  'login',
  'dashboard',
  'forgot-password',
  'reset-password',
  'confirm-email',
  'invitation',
  'unsubscribe',
  'confirm',
  'resubscribe',
  'stop-contacting',
]);

/**
 * An address in a language: the site's pages move under the language's prefix (`/vision` in Kannada is
 * `/kn/vision`, the home page `/kn/`); files, the API and the English-only pages stay where they are.
 */
export function localPath(language: Language, href: string): string {
  if (language === DEFAULT_LANGUAGE || !href.startsWith('/') || href.startsWith('//')) return href;
  const first = /^\/([^/?#]*)/.exec(href)?.[1] ?? '';
  if (UNLOCALISED.has(first) || first.includes('.') || isLanguage(first)) return href;
  return `/${language}${href}`;
}
