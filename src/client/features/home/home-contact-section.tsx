import { ContactDetails } from '#client/components/layout/contact-details.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import { HomeContactForm } from './home-contact-form.tsx';
import section from './section.module.css';
import styles from './home-contact-section.module.css';
import { Island } from '#client/islands/island.tsx';

export function HomeContactSection() {
  const texts = useTexts();
  const homeContact = texts.home.contact;
  return (
    <section className={section.section} aria-labelledby="home-contact-title">
      <div className={`${section.inner} ${styles.grid}`}>
        <div>
          <p className={section.eyebrow}>{texts.layout.home.contact.eyebrow}</p>
          <h2 id="home-contact-title" className={`${section.title} ${styles.title}`}>
            {homeContact.heading}
          </h2>
          <p className={styles.text}>{homeContact.text}</p>
          <ContactDetails />
        </div>
        <div className={styles.card}>
          <Island name="home-contact-form" when="interaction">
            <HomeContactForm />
          </Island>
        </div>
      </div>
    </section>
  );
}
