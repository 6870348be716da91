import { Artwork } from '#client/components/ui/artwork.tsx';
import { buttonClassName } from '#client/components/ui/button.tsx';
import { CloseIcon } from '#client/components/ui/icons.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import styles from './donation-popup.module.css';

/**
 * The invitation to give (SPEC home: not before 5 s after arriving, once per session; issue 25: only once the
 * visitor has scrolled some way or stayed a while, never over the phone menu). The page carries it as a
 * closed native `<dialog>`; a small script without React opens it on time and answers its buttons
 * (enhancements/donation-invitation.ts, decision 011), so it brings no React to a visitor who only reads. The home page
 * alone carries it, so /donate never shows it.
 */
export function DonationPopup() {
  const texts = useTexts();
  const { donationPopup } = texts.home;
  return (
    <dialog
      className={styles.dialog}
      aria-labelledby="donation-popup-title"
      aria-describedby="donation-popup-detail"
      data-enhance="donation-invitation"
    >
      <button type="button" className={styles.close} aria-label={texts.layout.close} data-invitation="close">
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
      <button type="button" className={buttonClassName('primary', 'lg')} data-invitation="donate">
        {donationPopup.donate}
      </button>
    </dialog>
  );
}
