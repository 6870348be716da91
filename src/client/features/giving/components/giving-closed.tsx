import { givingMessages } from '#shared/api/giving-fields';
import { ContactDetails } from '#client/components/layout/contact-details.tsx';
import { givingTexts } from '#client/texts/giving.ts';
import styles from './giving.module.css';

/** Until the administrator sets a UPI ID: how to give by getting in touch. */
export function GivingClosed() {
  return (
    <div className={styles.closed}>
      <p className={styles.notice}>{givingMessages.notOpen}</p>
      <p>{givingTexts.contactIntro}</p>
      <ContactDetails />
    </div>
  );
}
