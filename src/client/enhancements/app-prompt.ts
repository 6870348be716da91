/**
 * The app prompt's buttons (features/app-prompt): Install where the browser offers it (its deferred
 * `beforeinstallprompt`), the iPhone and iPad steps where it cannot, the browser menu's words elsewhere;
 * "No, thanks" hides the prompt for good on this browser. No React (decision 011).
 */
import { APP_PROMPT_DISMISSED_ATTRIBUTE, APP_PROMPT_DISMISSED_KEY } from '#shared/app-prompt-script';
import { currentInstallOffer, onInstallOffer } from '#client/sw/register.ts';

/** iPhone and iPad (iPadOS names itself a Mac with a touch screen): installed only through Share. */
export function isAppleMobile(userAgent: string, touchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
}

export function offerApp(element: HTMLElement): void {
  if (element.dataset.ready !== undefined) return;
  element.dataset.ready = '';
  const install = element.querySelector<HTMLButtonElement>('[data-install]');
  const steps = (which: string) => element.querySelector<HTMLElement>(`[data-steps="${which}"]`);
  const apple = isAppleMobile(navigator.userAgent, navigator.maxTouchPoints);
  onInstallOffer((offer) => {
    if (install) install.hidden = !offer;
    steps('other')!.hidden = Boolean(offer) || apple;
    steps('ios')!.hidden = !apple;
  });
  install?.addEventListener('click', () => void currentInstallOffer()?.prompt());
  element.querySelector('[data-dismiss]')?.addEventListener('click', () => {
    document.documentElement.setAttribute(APP_PROMPT_DISMISSED_ATTRIBUTE, '');
    try {
      localStorage.setItem(APP_PROMPT_DISMISSED_KEY, '1');
    } catch {
      // Storage is off (a private window): the prompt is gone from this page only.
    }
  });
}
