import { useTexts } from '#client/i18n/language-context.tsx';
import { ContactBanner } from './contact-banner.tsx';
import { ContactForm } from './contact-form.tsx';
import { Office } from './office.tsx';
import patterns from '#client/components/ui/patterns.module.css';
import styles from './contact-us.module.css';
import { Island } from '#client/islands/island.tsx';

export function ContactUs() {
  const contactPage = useTexts().contact;
  return (
    <>
      <ContactBanner />
      <div className={styles.page}>
        <section aria-labelledby="contact-title" className={styles.formCard}>
          <h1 id="contact-title" className={styles.title}>
            {contactPage.form.title}
          </h1>
          <p className={patterns.mutedLead}>{contactPage.form.subtitle}</p>
          <Island name="contact-form" when="interaction">
            <ContactForm labelledBy="contact-title" />
          </Island>
        </section>
        <Office />
      </div>
    </>
  );
}
