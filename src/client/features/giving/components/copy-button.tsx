import { useEffect, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import styles from './giving.module.css';

/** How long "Copied" stays after a copy; the announcement has been made by then. */
const SHOWN_MS = 3000;

interface CopyButtonProps {
  value: string;
  /** What is copied, in the button's name: "Copy Account number". */
  what: string;
}

/** Copies a detail to the clipboard and says so, on screen and to screen readers. */
export function CopyButton({ value, what }: CopyButtonProps) {
  const { copy, copyLabel, copied, copyFailed } = useTexts().giving.payment;
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = window.setTimeout(() => setOutcome('idle'), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  async function copyValue() {
    try {
      await navigator.clipboard.writeText(value);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <span className={styles.copy}>
      <Button variant="outline" size="sm" aria-label={copyLabel(what)} onClick={copyValue}>
        {copy}
      </Button>
      <span role="status" className={outcome === 'failed' ? styles.copyFailed : styles.copied}>
        {outcome === 'copied' ? copied : outcome === 'failed' ? copyFailed : ''}
      </span>
    </span>
  );
}
