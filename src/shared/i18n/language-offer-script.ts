import { DEFAULT_LANGUAGE, languages } from './languages.ts';

/** Where the browser keeps the visitor's language and the offers they said no to. */
export const LANGUAGE_CHOICE_KEY = 'language';
export const DECLINED_OFFERS_KEY = 'languageOffersDeclined';
/** The mark on `<html>` naming the language to offer; the page's offer in that language shows (CSS). */
export const LANGUAGE_OFFER_ATTRIBUTE = 'data-language-offer';

/**
 * Run in the page's head (first-script.ts). A visitor who came from a page of this site in another language
 * moved here through a switcher or an offer (the only links between languages): this language is their
 * choice from now on. The language offered is that choice, or before any choice the first of the browser's
 * languages (its Accept-Language) the site speaks, unless it is the page's own or the visitor said no to it.
 * Never a redirect.
 */
export const LANGUAGE_OFFER_SCRIPT =
  `(function(){try{var h=document.documentElement,p=h.lang,s=localStorage,` +
  `L=${JSON.stringify(languages)},c=s.getItem('${LANGUAGE_CHOICE_KEY}'),r=document.referrer;` +
  `if(r&&L.indexOf(p)>=0){var u=new URL(r);if(u.origin===location.origin){` +
  `var f=u.pathname.split('/')[1];if(L.indexOf(f)<0)f='${DEFAULT_LANGUAGE}';` +
  `if(f!==p){s.setItem('${LANGUAGE_CHOICE_KEY}',p);c=p}}}` +
  `var w=L.indexOf(c)>=0?c:null,n=navigator.languages||[];` +
  `for(var i=0;!w&&i<n.length;i++){var t=String(n[i]).toLowerCase().split('-')[0];if(L.indexOf(t)>=0)w=t}` +
  `if(w&&w!==p&&(s.getItem('${DECLINED_OFFERS_KEY}')||'').split(',').indexOf(w)<0)` +
  `h.setAttribute('${LANGUAGE_OFFER_ATTRIBUTE}',w)}catch(e){}})()`;
