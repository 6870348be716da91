import type { Language } from '#shared/i18n/languages';
import type { Catalogue } from '../catalogue.ts';
import { en } from './en.ts';
import { hi } from './hi.ts';
import { kn } from './kn.ts';
import { mr } from './mr.ts';

/** Every catalogue at once: for rendering pages on the server, and for tests. The browser loads one. */
export const catalogues: Record<Language, Catalogue> = { en, kn, hi, mr };
