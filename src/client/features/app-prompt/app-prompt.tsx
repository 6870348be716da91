import { useId, type ReactNode } from 'react';
import { useTexts } from '#client/i18n/language-context.tsx';
import { Button } from '#client/components/ui/button.tsx';
import styles from './app-prompt.module.css';

/**
 * The home page's app prompt (issue 29, docs/app.md): a block in the page's flow, never over its content,
 * that offers Install where the browser allows it and short instructions where it does not (iPhone and
 * iPad: Share, then Add to Home Screen). "No, thanks" hides it for good. Drawn as HTML; its small script
 * without React (enhancements/app-prompt.ts) shows the right way and answers the buttons. Hidden before
 * the page draws once dismissed (the first script's mark) and inside the installed app. `children` are
 * further controls placed beside its buttons (the alerts' switch), which this prompt does not own.
 */
export function AppPrompt({ children }: { children?: ReactNode }) {
  const id = useId();
  const texts = useTexts().app.prompt;
  return (
    <section className={styles.prompt} aria-labelledby={id} data-enhance="app-prompt">
      <div className={styles.body}>
        <h2 id={id} className={styles.title}>
          {texts.title}
        </h2>
        <p className={styles.text}>{texts.text}</p>
        <p className={styles.steps} data-steps="other">
          {texts.otherSteps}
        </p>
        <p className={styles.steps} data-steps="ios" hidden>
          {texts.iosSteps}
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="primary" data-install="" hidden>
          {texts.install}
        </Button>
        {children}
        <Button variant="ghost" data-dismiss="">
          {texts.dismiss}
        </Button>
      </div>
    </section>
  );
}
