import type { Language } from '#shared/i18n/languages';
import type { Catalogue } from './catalogue.ts';

/** Each language's catalogue is a chunk of its own: a page loads only its language's, with its first island. */
const loaders: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('./catalogues/en.ts').then((module) => module.en),
  kn: () => import('./catalogues/kn.ts').then((module) => module.kn),
  hi: () => import('./catalogues/hi.ts').then((module) => module.hi),
  mr: () => import('./catalogues/mr.ts').then((module) => module.mr),
};

export function loadCatalogue(language: Language): Promise<Catalogue> {
  return loaders[language]();
}
