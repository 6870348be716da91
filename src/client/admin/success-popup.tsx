import { createContext, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { SUCCESS_POPUP_MS } from '#shared/constants';
import styles from './success-popup.module.css';

type ShowSuccess = (message: string) => void;

const SuccessPopupContext = createContext<ShowSuccess | null>(null);

/** Shows a success message in the popup, which closes by itself after 3 s (SPEC section 9). */
export function useSuccessPopup(): ShowSuccess {
  const show = use(SuccessPopupContext);
  if (!show) throw new Error('useSuccessPopup needs a SuccessPopupProvider');
  return show;
}

export function SuccessPopupProvider({ children }: { children: ReactNode }) {
  const [popup, setPopup] = useState<{ message: string; serial: number } | null>(null);
  const serial = useRef(0);
  const show = useCallback<ShowSuccess>((message) => {
    serial.current += 1;
    setPopup({ message, serial: serial.current });
  }, []);

  useEffect(() => {
    if (!popup) return;
    const timer = window.setTimeout(() => setPopup(null), SUCCESS_POPUP_MS);
    return () => window.clearTimeout(timer);
  }, [popup]);

  return (
    <SuccessPopupContext value={show}>
      {children}
      <div className={styles.popup} data-open={popup !== null}>
        <span className={styles.icon} aria-hidden="true">
          ✓
        </span>
        {/* The live region stays in the page so screen readers hear each message as it arrives. */}
        <p role="status" aria-live="polite" className={styles.text}>
          {popup?.message}
        </p>
        {popup && (
          <button type="button" className={styles.close} aria-label="Close" onClick={() => setPopup(null)}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    </SuccessPopupContext>
  );
}
