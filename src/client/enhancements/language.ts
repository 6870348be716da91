/**
 * "No, thanks" on the offer of this page in another language: the offer goes, and that language is not
 * offered again on this browser. Which offer shows is decided before the page is drawn
 * (shared/i18n/language-offer-script.ts). No React (decision 011).
 */
import { DECLINED_OFFERS_KEY, LANGUAGE_OFFER_ATTRIBUTE } from '#shared/i18n/language-offer-script';

export function answerLanguageOffer(element: HTMLElement): void {
  if (element.dataset.ready !== undefined) return;
  element.dataset.ready = '';
  element.addEventListener('click', (event) => {
    const offer = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-offer]') : null;
    if (!offer || !(event.target as Element).closest('[data-dismiss]')) return;
    document.documentElement.removeAttribute(LANGUAGE_OFFER_ATTRIBUTE);
    try {
      const declined = (localStorage.getItem(DECLINED_OFFERS_KEY) ?? '').split(',').filter(Boolean);
      localStorage.setItem(DECLINED_OFFERS_KEY, [...declined, offer.dataset.offer].join(','));
    } catch {
      // Storage is off (a private window): the offer is gone from this page only.
    }
  });
}
