import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DECLINED_OFFERS_KEY,
  LANGUAGE_CHOICE_KEY,
  LANGUAGE_OFFER_SCRIPT,
} from '#shared/i18n/language-offer-script';
import { answerLanguageOffer } from './language.ts';

/** A page in `language` as it is parsed: its first script runs in the head, before anything is drawn. */
function arrive(
  language: string,
  { from = '', browser = ['en-IN'] }: { from?: string; browser?: string[] } = {},
) {
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(from);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
  document.documentElement.lang = language;
  document.documentElement.removeAttribute('data-language-offer');
  new Function(LANGUAGE_OFFER_SCRIPT)();
  return document.documentElement.getAttribute('data-language-offer');
}

describe('the offer of a page in the visitor’s language (issue 28: offered, never redirected)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('offers the first language the browser asks for that the site speaks, never the page’s own', () => {
    expect(arrive('en', { browser: ['ta-IN', 'kn-IN', 'en'] })).toBe('kn');
    expect(arrive('kn', { browser: ['kn-IN'] })).toBeNull();
    expect(arrive('en', { browser: ['fr', 'de'] })).toBeNull();
  });

  it('remembers a move between languages on this site, not an arrival from elsewhere, and offers it back', () => {
    arrive('hi', { from: 'https://www.example.com/search?q=gurukul' });
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBeNull();
    arrive('hi', { from: `${location.origin}/team` });
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('hi');
    // The choice wins over the browser's languages.
    expect(arrive('en', { browser: ['kn-IN'] })).toBe('hi');
    expect(arrive('mr', { from: `${location.origin}/mr/` })).toBe('hi');
  });

  it('"No, thanks" hides the offer and that language is not offered again', () => {
    expect(arrive('en', { browser: ['mr-IN'] })).toBe('mr');
    document.body.innerHTML =
      '<div data-enhance="language-offer"><p data-offer="mr"><a href="/mr/">go</a><button data-dismiss>no</button></p></div>';
    answerLanguageOffer(document.querySelector<HTMLElement>('[data-enhance]')!);
    document.querySelector<HTMLButtonElement>('[data-dismiss]')!.click();
    expect(document.documentElement.hasAttribute('data-language-offer')).toBe(false);
    expect(localStorage.getItem(DECLINED_OFFERS_KEY)).toBe('mr');
    expect(arrive('en', { browser: ['mr-IN'] })).toBeNull();
  });
});
