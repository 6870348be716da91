/** Where the browser keeps that the visitor said no to the app prompt (issue 29): for good, with one tap. */
export const APP_PROMPT_DISMISSED_KEY = 'appPromptDismissed';
/** The mark on `<html>` that hides the app prompt (CSS), set before the page draws so nothing moves. */
export const APP_PROMPT_DISMISSED_ATTRIBUTE = 'data-app-prompt-dismissed';

/** Run in the page's head (first-script.ts): marks `<html>` when the visitor dismissed the app prompt. */
export const APP_PROMPT_SCRIPT =
  `try{localStorage.getItem('${APP_PROMPT_DISMISSED_KEY}')&&` +
  `document.documentElement.setAttribute('${APP_PROMPT_DISMISSED_ATTRIBUTE}','')}catch(e){}`;
