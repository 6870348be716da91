import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '#client/lib/navigation.tsx';
import { DONATION_POPUP_DELAY_MS } from '#shared/constants';
import { untilAfterArrival } from '#client/lib/since-arrival.ts';
import { Artwork } from '#client/components/ui/artwork.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { CloseIcon } from '#client/components/ui/icons.tsx';
import { donationPopup } from '#client/content/home.ts';
import styles from './donation-popup.module.css';

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

/**
 * The invitation to give, shown once per browser session 5 s after arriving on the home page. Mounted by
 * the home page only, so leaving the page cancels the timer and /donate never shows it.
 */
export function DonationPopup({ delayMs = DONATION_POPUP_DELAY_MS }: { delayMs?: number }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const donateRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (seenThisSession()) return;
    // Counted from arrival: this island's code may come a little after the page (decision 011).
    const timer = setTimeout(() => {
      markSeen();
      setOpen(true);
    }, untilAfterArrival(delayMs));
    return () => clearTimeout(timer);
  }, [delayMs]);

  const close = () => {
    setOpen(false);
    navigate('/');
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      labelledBy="donation-popup-title"
      describedBy="donation-popup-detail"
      initialFocusRef={donateRef}
      className={styles.dialog}
    >
      <button type="button" className={styles.close} aria-label="Close" onClick={close}>
        <CloseIcon size={22} />
      </button>
      <Artwork className={styles.art} viewBox="0 0 120 80" width={120} height={80}>
        <circle cx="60" cy="40" r="38" fill="#fff4dc" />
        <path
          d="M60 62S36 48 36 33a11 11 0 0 1 24-4 11 11 0 0 1 24 4c0 15-24 29-24 29Z"
          fill="#f59e0b"
          stroke="#7a2e0e"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path
          d="M20 66c10-8 22-8 30 0M100 66c-10-8-22-8-30 0"
          stroke="#7a2e0e"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
      </Artwork>
      <h2 id="donation-popup-title" className={styles.title}>
        {donationPopup.text}
      </h2>
      <p id="donation-popup-detail" className={styles.detail}>
        {donationPopup.detail}
      </p>
      <Button
        ref={donateRef}
        variant="primary"
        size="lg"
        onClick={() => {
          setOpen(false);
          navigate('/donate');
        }}
      >
        {donationPopup.donate}
      </Button>
    </Dialog>
  );
}
