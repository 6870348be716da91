/**
 * Remembers the language a visitor picks in a switcher, and shows the offer of the page in that language
 * (or, before any choice, in the first language their browser asks for that the site speaks), unless they
 * said no to it. Never redirects. No React (decision 011).
 */
import { isLanguage, preferredLanguage, type Language } from '#shared/i18n/languages';

export const LANGUAGE_CHOICE_KEY = 'language';
export const DECLINED_OFFERS_KEY = 'languageOffersDeclined';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage is off (a private window): the choice lasts as long as the page.
  }
}

function declined(): string[] {
  return (read(DECLINED_OFFERS_KEY) ?? '').split(',').filter(Boolean);
}

function wantedLanguage(): Language | null {
  const chosen = read(LANGUAGE_CHOICE_KEY);
  if (isLanguage(chosen)) return chosen;
  return preferredLanguage(navigator.languages.join(','));
}

export function offerLanguage(element: HTMLElement): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-language]') : null;
    const chosen = link instanceof HTMLElement ? link.dataset.language : undefined;
    if (isLanguage(chosen)) write(LANGUAGE_CHOICE_KEY, chosen);
  });
  const wanted = wantedLanguage();
  if (!wanted || wanted === element.dataset.pageLanguage || declined().includes(wanted)) return;
  const offer = element.querySelector<HTMLElement>(`[data-offer="${wanted}"]`);
  if (!offer) return;
  offer.hidden = false;
  offer.querySelector('[data-dismiss]')?.addEventListener('click', () => {
    offer.hidden = true;
    write(DECLINED_OFFERS_KEY, [...declined(), wanted].join(','));
  });
}
