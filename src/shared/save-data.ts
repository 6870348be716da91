/**
 * Data saver (decision 011). The browser's `Save-Data: on` header reaches the server, but public pages are
 * prerendered HTML: the server answers a page asked for with that header with this cookie, and the page's
 * first script (inline, allowed by its hash in the Content-Security-Policy) marks `<html>` with
 * SAVE_DATA_ATTRIBUTE when the cookie, the browser's own data-saver flag or `prefers-reduced-data` says so.
 * CSS and the islands read the mark.
 */
export const SAVE_DATA_COOKIE = 'save-data';
export const SAVE_DATA_ATTRIBUTE = 'data-save-data';
export const SAVE_DATA_NOTE = 'Data saver is on';

export const SAVE_DATA_SCRIPT =
  `(function(){try{var c=navigator.connection;` +
  `if((c&&c.saveData)||matchMedia('(prefers-reduced-data: reduce)').matches||` +
  `/(?:^|; )${SAVE_DATA_COOKIE}=on(?:;|$)/.test(document.cookie))` +
  `document.documentElement.setAttribute('${SAVE_DATA_ATTRIBUTE}','')}catch(e){}})()`;
