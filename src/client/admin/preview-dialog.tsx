import { useId, type ReactNode } from 'react';
import { Dialog } from '#client/components/ui/dialog.tsx';
import forms from './forms.module.css';
import styles from './preview-dialog.module.css';

interface PreviewDialogProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog: what is previewed ("Preview: the page as visitors will see it"). */
  heading: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * What will go out, shown before it does (a page, a mail): a wide dialog with its heading and a Close button,
 * which takes focus first.
 */
export function PreviewDialog({ open, onClose, heading, closeLabel, children }: PreviewDialogProps) {
  const headingId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={headingId} className={styles.dialog}>
      <div className={styles.bar}>
        <h3 id={headingId} className={styles.heading}>
          {heading}
        </h3>
        <button type="button" className={forms.secondary} onClick={onClose}>
          {closeLabel}
        </button>
      </div>
      {children}
    </Dialog>
  );
}
