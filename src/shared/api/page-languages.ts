import { pageTextFields, type PageLanguage, type PageTextField } from './content-fields.ts';
import type { PublicPage } from './content-pages.ts';

/**
 * Whether a page's body holds anything to read: the editor leaves `<p></p>` in a text that was emptied, which
 * is not a version of the page.
 */
export const bodyHasContent = (html: string) =>
  html.replace(/<[^>]*>/g, '').trim() !== '' || /<img\s/i.test(html);

/**
 * A page as visitors read it in `language`: each text in that language where it is written, the English one
 * where it is not (named in `untranslated`, so that it is marked `lang="en"`). In English the page is as it
 * always was, without the other languages' texts.
 */
export function pageInLanguage(page: PublicPage, language: PageLanguage | 'en'): PublicPage {
  const { translations, ...english } = page;
  if (language === 'en') return english;
  const own = translations?.[language];
  const untranslated: PageTextField[] = pageTextFields.filter((field) => !own?.[field]);
  return {
    ...english,
    title: own?.title || english.title,
    summary: own?.summary || english.summary,
    body: own?.body || english.body,
    language,
    untranslated,
  };
}
