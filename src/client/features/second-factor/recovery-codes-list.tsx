import { useEffect, useId, useRef } from 'react';
import forms from '#client/admin/forms.module.css';
import { twoStepTexts as say } from './second-factor-texts.ts';
import styles from './two-step.module.css';

/** The recovery codes, shown once: read, downloaded as a file, then put away. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(
    say.codesFile(window.location.host) + codes.join('\n') + '\n',
  )}`;
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {say.codesHeading}
      </h3>
      <p>{say.codesIntro}</p>
      <ol className={styles.codes}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={forms.actions}>
        <a className={forms.secondary} href={file} download="recovery-codes.txt">
          {say.download}
        </a>
        <button type="button" className={forms.primary} onClick={onDone}>
          {say.kept}
        </button>
      </div>
    </section>
  );
}
