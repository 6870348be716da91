/**
 * Opens the invitation to give (donation-popup.tsx) 5 s after arrival, once per browser session, and
 * answers it: Donate! goes to /donate; Close, Escape or a click beside it closes it and goes to /. No React
 * (decision 011): a native modal `<dialog>` already keeps focus inside, makes the page behind it inert and
 * gives focus back on closing.
 */
import { DONATION_POPUP_DELAY_MS } from '#shared/constants';
import { untilAfterArrival } from '#client/lib/since-arrival.ts';

export const DONATION_POPUP_SEEN_KEY = 'donationPopupSeen';

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

/** Back to the home page's own address, without a query or fragment, as closing the invitation asks. */
function goHome(): void {
  if (`${location.pathname}${location.search}${location.hash}` === '/') return;
  history.pushState(null, '', '/');
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

export function inviteToGive(dialog: HTMLElement, delayMs = DONATION_POPUP_DELAY_MS): void {
  if (!(dialog instanceof HTMLDialogElement) || seenThisSession()) return;
  let donating = false;
  dialog.addEventListener('click', (event) => {
    const pressed = event.target instanceof Element ? event.target.closest('[data-invitation]') : null;
    const choice = pressed?.getAttribute('data-invitation');
    if (choice === 'donate') {
      donating = true;
      dialog.close();
      location.assign('/donate');
    } else if (choice === 'close' || (event.target === dialog && besideCard(dialog, event))) {
      dialog.close();
    }
  });
  // Escape closes a modal dialog by itself; every way of closing but Donate! leads to the home page.
  dialog.addEventListener('close', () => {
    if (!donating) goHome();
  });
  setTimeout(() => {
    markSeen();
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-invitation="donate"]')?.focus();
  }, untilAfterArrival(delayMs));
}
