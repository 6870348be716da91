import { useEffect, useState } from 'react';
import { useTexts } from '#client/i18n/language-context.tsx';
import styles from './contact-banner.module.css';

const NOTE_MS = 4000;

/**
 * Like only marks the page for this visit (nothing is counted or sent). Share opens the device's share
 * sheet where there is one, otherwise copies the page address.
 */
export function LikeShare() {
  const contactPage = useTexts().contact;
  const [liked, setLiked] = useState(false);
  const [note, setNote] = useState('');

  useEffect(() => {
    if (!note) return;
    const timer = window.setTimeout(() => setNote(''), NOTE_MS);
    return () => window.clearTimeout(timer);
  }, [note]);

  async function share() {
    const url = window.location.href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: contactPage.shareTitle, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setNote(contactPage.linkCopied);
    } catch (error) {
      // Closing the share sheet is the visitor's choice, not a failure.
      if ((error as Error | undefined)?.name !== 'AbortError') setNote(contactPage.shareFailed);
    }
  }

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.action}
        aria-pressed={liked}
        onClick={() => setLiked((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
            fill={liked ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        {contactPage.like}
      </button>
      <button type="button" className={styles.action} onClick={share}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="18" cy="5" r="3" />
            <circle cx="6" cy="12" r="3" />
            <circle cx="18" cy="19" r="3" />
            <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
          </g>
        </svg>
        {contactPage.share}
      </button>
      <p role="status" className={styles.note}>
        {note && <span className={styles.noteText}>{note}</span>}
      </p>
    </div>
  );
}
