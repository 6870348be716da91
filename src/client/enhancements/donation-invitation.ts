/**
 * Opens the invitation to give (donation-popup.tsx) and answers it: Donate! goes to /donate; Close, Escape or
 * a click beside it closes it and goes to /. No React (decision 011): a native modal `<dialog>` already keeps
 * focus inside, makes the page behind it inert and gives focus back on closing.
 *
 * When (issue 25): never before the spec's 5 s after arrival, and then only once the visitor has scrolled
 * some way down the page or has stayed a while; never while the phone menu is open (it waits for the menu to
 * close); at most once per visit (sessionStorage).
 */
import { DONATION_POPUP_DELAY_MS } from '#shared/constants';
import { untilAfterArrival } from '#client/lib/since-arrival.ts';
import { localPath, splitLanguage } from '#shared/i18n/languages';

export const DONATION_POPUP_SEEN_KEY = 'donationPopupSeen';

/** "Some way down the page": this share of a screen's height scrolled past. */
export const INVITATION_SCROLL_SCREENS = 0.5;
/** "Stayed a while": a visitor who reads without scrolling is invited this long after arrival. */
export const INVITATION_STAY_MS = 20_000;

/**
 * The header's menu button (main-nav.tsx) says whether the phone menu is open, in its `aria-expanded`; it
 * is read here, never changed. On wide screens the menu has no such state and the button says false.
 */
export const PHONE_MENU_TOGGLE = '[aria-controls="main-menu"]';

export function phoneMenuOpen(): boolean {
  return document.querySelector(PHONE_MENU_TOGGLE)?.getAttribute('aria-expanded') === 'true';
}

function scrolledSomeWay(): boolean {
  return window.scrollY >= INVITATION_SCROLL_SCREENS * window.innerHeight;
}

function seenThisSession(): boolean {
  try {
    return sessionStorage.getItem(DONATION_POPUP_SEEN_KEY) === 'true';
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    sessionStorage.setItem(DONATION_POPUP_SEEN_KEY, 'true');
  } catch {
    // Storage refused (private mode): the invitation may simply come again.
  }
}

/** A site path in the language of the page the invitation is on (/kn/donate on a Kannada page). */
const inPageLanguage = (path: string) => localPath(splitLanguage(location.pathname).language, path);

/** Back to the home page's own address, without a query or fragment, as closing the invitation asks. */
function goHome(): void {
  const home = inPageLanguage('/');
  if (`${location.pathname}${location.search}${location.hash}` === home) return;
  history.pushState(null, '', home);
  dispatchEvent(new PopStateEvent('popstate'));
}

/** Whether a click on the dialog element itself fell outside its card, on the dimmed page. */
function besideCard(dialog: HTMLElement, event: MouseEvent): boolean {
  const card = dialog.getBoundingClientRect();
  return (
    event.clientX < card.left ||
    event.clientX > card.right ||
    event.clientY < card.top ||
    event.clientY > card.bottom
  );
}

export function inviteToGive(element: HTMLElement, delayMs = DONATION_POPUP_DELAY_MS): void {
  if (!(element instanceof HTMLDialogElement) || seenThisSession()) return;
  const dialog = element;
  let donating = false;
  dialog.addEventListener('click', (event) => {
    const pressed = event.target instanceof Element ? event.target.closest('[data-invitation]') : null;
    const choice = pressed?.getAttribute('data-invitation');
    if (choice === 'donate') {
      donating = true;
      dialog.close();
      location.assign(inPageLanguage('/donate'));
    } else if (choice === 'close' || (event.target === dialog && besideCard(dialog, event))) {
      dialog.close();
    }
  });
  // Escape closes a modal dialog by itself; every way of closing but Donate! leads to the home page.
  dialog.addEventListener('close', () => {
    if (!donating) goHome();
  });

  let due = false;
  let stayed = false;
  let menuWatch: MutationObserver | null = null;
  const stop = () => {
    removeEventListener('scroll', tryOpen);
    menuWatch?.disconnect();
    menuWatch = null;
  };

  function tryOpen(): void {
    // The visitor has left the home page (a client-side navigation took the invitation away).
    if (!dialog.isConnected || dialog.open) return stop();
    if (!due || !(stayed || scrolledSomeWay())) return;
    if (phoneMenuOpen()) {
      // Wait for the menu to close: any change of the button's state is looked at again.
      menuWatch ??= new MutationObserver(tryOpen);
      menuWatch.observe(document.body, { subtree: true, attributeFilter: ['aria-expanded'] });
      return;
    }
    stop();
    markSeen();
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-invitation="donate"]')?.focus();
  }

  addEventListener('scroll', tryOpen, { passive: true });
  setTimeout(() => {
    due = true;
    tryOpen();
  }, untilAfterArrival(delayMs));
  setTimeout(
    () => {
      stayed = true;
      tryOpen();
    },
    untilAfterArrival(Math.max(delayMs, INVITATION_STAY_MS)),
  );
}
