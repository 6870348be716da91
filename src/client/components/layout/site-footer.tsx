import { useSiteContent } from '#client/lib/site-content.tsx';
import { navLeafOf } from '#client/texts/navigation.ts';
import { ContactDetails } from './contact-details.tsx';
import { NavLeafItem } from './nav-leaf.tsx';
import { SocialLinks } from './social-links.tsx';
import styles from './site-footer.module.css';
import { SAVE_DATA_NOTE } from '#shared/save-data';
import { PRIVACY_PAGE_PATH, YOUR_DATA_PATH } from '#shared/privacy/consent';

export function SiteFooter() {
  const { site, menus } = useSiteContent();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.title}>
            {site.name}
          </h2>
          <p>{site.tagline}.</p>
          <p>Trusted by {site.satisfiedClients} satisfied clients, parents and partners.</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Reach us
          </h2>
          <ContactDetails tone="light" />
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            Quick links
          </h2>
          <ul className={styles.links}>
            {menus.footer.map((entry) => (
              <li key={entry.id}>
                <NavLeafItem item={navLeafOf(entry)} className={styles.link} />
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            Follow us
          </h2>
          <SocialLinks label="Our social media" tone="light" size={20} />
        </section>
      </div>
      <p className="save-data-note">{SAVE_DATA_NOTE}</p>
      <p className={styles.legal}>
        © {site.legalName}. A registered non-profit, {site.address.city}, India.{' '}
        <a className={styles.legalLink} href={PRIVACY_PAGE_PATH}>
          Privacy notice
        </a>
        {' · '}
        <a className={styles.legalLink} href={YOUR_DATA_PATH}>
          Your data
        </a>
      </p>
    </footer>
  );
}
