import { useSiteContent } from '#client/lib/site-content.tsx';
import { useLocalPath, useTexts } from '#client/i18n/language-context.tsx';
import { navLeafOf } from '#client/texts/navigation.ts';
import { ContactDetails } from './contact-details.tsx';
import { NavLeafItem } from './nav-leaf.tsx';
import { SocialLinks } from './social-links.tsx';
import styles from './site-footer.module.css';
import { PRIVACY_PAGE_PATH, YOUR_DATA_PATH } from '#shared/privacy/consent';

export function SiteFooter() {
  const { site, menus } = useSiteContent();
  const { footer: say } = useTexts().layout;
  const local = useLocalPath();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.title}>
            {site.name}
          </h2>
          <p>{site.tagline}.</p>
          <p>{say.trustedBy(site.satisfiedClients)}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {say.reachUs}
          </h2>
          <ContactDetails tone="light" />
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {say.quickLinks}
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
            {say.followUs}
          </h2>
          <SocialLinks label={say.social} tone="light" size={20} />
        </section>
      </div>
      <p className="save-data-note">{say.saveData}</p>
      <p className={styles.legal}>
        © {site.legalName}. {say.registered(site.address.city)}{' '}
        <a className={styles.legalLink} href={local(PRIVACY_PAGE_PATH)}>
          {say.privacy}
        </a>
        {' · '}
        <a className={styles.legalLink} href={local(YOUR_DATA_PATH)}>
          {say.yourData}
        </a>
      </p>
    </footer>
  );
}
