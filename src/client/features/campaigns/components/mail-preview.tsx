import { useState } from 'react';
import type { MailPreview as Preview } from '#shared/api/mail';
import forms from '#client/admin/forms.module.css';
import { PreviewDialog } from '#client/admin/preview-dialog.tsx';
import { campaignTexts as say } from './campaign-texts.ts';
import styles from './email-sender.module.css';

/** The widths the mail is looked at: a phone's and a desktop mail client's reading pane. */
const widths = { phone: 375, desktop: 700 } as const;
type Width = keyof typeof widths;

/**
 * The exact mail a subscriber will receive, drawn in a sandboxed frame (no script, no link that opens) at a
 * phone's or a desktop's width, with its plain-text part below.
 */
export function MailPreview({ preview, onClose }: { preview: Preview | null; onClose: () => void }) {
  const [width, setWidth] = useState<Width>('phone');
  return (
    <PreviewDialog
      open={preview !== null}
      onClose={onClose}
      heading={say.previewHeading}
      closeLabel={say.closePreview}
    >
      {preview && (
        <>
          <p className={styles.previewSubject}>
            {say.previewSubject}: <strong>{preview.subject}</strong>
          </p>
          <div role="group" aria-label={say.previewWidth} className={styles.widthChoice}>
            {(Object.keys(widths) as Width[]).map((choice) => (
              <button
                key={choice}
                type="button"
                className={`${forms.secondary} ${forms.small}`}
                aria-pressed={width === choice}
                onClick={() => setWidth(choice)}
              >
                {say.widthLabels[choice]}
              </button>
            ))}
          </div>
          <iframe
            title={say.previewFrame(say.widthLabels[width])}
            className={styles.previewFrame}
            style={{ width: `min(${widths[width]}px, 100%)` }}
            sandbox=""
            srcDoc={preview.html}
          />
          <details className={styles.plainText}>
            <summary>{say.plainText}</summary>
            <pre>{preview.text}</pre>
          </details>
        </>
      )}
    </PreviewDialog>
  );
}
