import type { Language } from '#shared/i18n/languages';
import type { Manifest } from './page-assets.ts';

/** The regular weight of each script's font (styles/fonts.css): what most of a page's text is drawn in. */
const bodyFonts: Partial<Record<Language, string>> = {
  kn: 'noto-sans-kannada-kannada-400-normal',
  hi: 'noto-sans-devanagari-devanagari-400-normal',
  mr: 'noto-sans-devanagari-devanagari-400-normal',
};

/**
 * A preload of the page's script font, so that it arrives with the stylesheets, before the text is first
 * drawn, rather than swapping in later. None for English, which uses the phone's own fonts.
 */
export function fontPreload(manifest: Manifest, language: Language): string {
  const name = bodyFonts[language];
  if (!name) return '';
  const file = Object.values(manifest)
    .flatMap((chunk) => chunk.assets ?? [])
    .find((asset) => asset.includes(`/${name}-`) && asset.endsWith('.woff2'));
  if (!file) throw new Error(`The build has no font file ${name}`);
  return `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}" />`;
}
