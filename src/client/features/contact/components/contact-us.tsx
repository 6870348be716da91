import { contactPage } from '#client/texts/contact-page.ts';
import { ContactBanner } from './contact-banner.tsx';
import { ContactForm } from './contact-form.tsx';
import { Office } from './office.tsx';
import patterns from '#client/components/ui/patterns.module.css';
import styles from './contact-us.module.css';
import { Island } from '#client/islands/island.tsx';

export function ContactUs() {
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
