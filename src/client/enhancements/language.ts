/**
 * Remembers the language a visitor moves to with a switcher, and shows the offer of the page in that language
 * (or, before any choice, in the first language their browser asks for that the site speaks), unless they
 * said no to it. Never redirects. No React (decision 011).
 */
import { isLanguage, preferredLanguage, splitLanguage, type Language } from '#shared/i18n/languages';

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

/**
 * A visitor who came here from a page of this site in another language chose this one (the switcher and
 * the offer are the only links between languages). Read on arrival, so the choice counts even when the
 * link was followed before any script of the page before had run.
 */
function rememberSwitch(pageLanguage: string | undefined): void {
  if (!isLanguage(pageLanguage) || !document.referrer) return;
  const from = new URL(document.referrer);
  if (from.origin === location.origin && splitLanguage(from.pathname).language !== pageLanguage)
    write(LANGUAGE_CHOICE_KEY, pageLanguage);
}

export function offerLanguage(element: HTMLElement): void {
  rememberSwitch(element.dataset.pageLanguage);
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
