import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DECLINED_OFFERS_KEY, LANGUAGE_CHOICE_KEY, offerLanguage } from './language.ts';

/** The offers as the page renders them (components/layout/language-offer.tsx), on a page in `language`. */
function pageIn(language: string): HTMLElement {
  const others = ['en', 'kn', 'hi', 'mr'].filter((code) => code !== language);
  document.body.innerHTML = `<div data-enhance="language-offer" data-page-language="${language}">${others
    .map(
      (code) =>
        `<p data-offer="${code}" lang="${code}" hidden><a href="/x">go</a><button data-dismiss>no</button></p>`,
    )
    .join('')}</div>`;
  return document.querySelector<HTMLElement>('[data-enhance]')!;
}

const shown = () =>
  [...document.querySelectorAll<HTMLElement>('[data-offer]')]
    .filter((offer) => !offer.hidden)
    .map((offer) => offer.dataset.offer);

function arriveFrom(referrer: string) {
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
}

describe('the offer of a page in the visitor’s language (issue 28: offered, never redirected)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('offers the first language the browser asks for that the site speaks, and nothing for the page’s own', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ta-IN', 'kn-IN', 'en']);
    offerLanguage(pageIn('en'));
    expect(shown()).toEqual(['kn']);
    offerLanguage(pageIn('kn'));
    expect(shown()).toEqual([]);
  });

  it('offers the language chosen before over the browser’s, and a "no" lasts', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['kn']);
    localStorage.setItem(LANGUAGE_CHOICE_KEY, 'mr');
    offerLanguage(pageIn('en'));
    expect(shown()).toEqual(['mr']);
    document.querySelector<HTMLButtonElement>('[data-offer="mr"] button')!.click();
    expect(shown()).toEqual([]);
    expect(localStorage.getItem(DECLINED_OFFERS_KEY)).toBe('mr');
    offerLanguage(pageIn('hi'));
    expect(shown()).toEqual([]);
  });

  it('remembers a move between languages on this site, not an arrival from elsewhere', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en']);
    arriveFrom('https://www.example.com/search?q=gurukul');
    offerLanguage(pageIn('hi'));
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBeNull();

    arriveFrom(`${location.origin}/team`);
    offerLanguage(pageIn('hi'));
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('hi');
    // Back on an English page, Hindi is offered.
    arriveFrom('');
    offerLanguage(pageIn('en'));
    expect(shown()).toEqual(['hi']);
  });
});
