import { ContactDetails } from '#client/components/layout/contact-details.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import styles from './giving.module.css';

/** Until the administrator sets a UPI ID: how to give by getting in touch. */
export function GivingClosed() {
  const givingTexts = useTexts().giving;
  return (
    <div className={styles.closed}>
      <p className={styles.notice}>{givingTexts.messages.notOpen}</p>
      <p>{givingTexts.contactIntro}</p>
      <ContactDetails />
    </div>
  );
}
