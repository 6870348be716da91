import { SAVE_DATA_SCRIPT } from './save-data.ts';
import { LANGUAGE_OFFER_SCRIPT } from './i18n/language-offer-script.ts';
import { APP_PROMPT_SCRIPT } from './app-prompt-script.ts';

/**
 * The one inline script of a public page, run in its head before anything is drawn (allowed by its hash in
 * the Content-Security-Policy): it marks `<html>` for data saver, for the offer of another language and for
 * an app prompt the visitor dismissed, so that what those marks show or hide is right from the first paint
 * and never moves the page later.
 */
export const FIRST_SCRIPT = `${SAVE_DATA_SCRIPT};${LANGUAGE_OFFER_SCRIPT};${APP_PROMPT_SCRIPT}`;
