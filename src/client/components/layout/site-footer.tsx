import { Link } from '#client/lib/navigation.tsx';
import { useSiteDetails } from '#client/lib/site-content.tsx';
import { ContactDetails } from './contact-details.tsx';
import { SocialLinks } from './social-links.tsx';
import styles from './site-footer.module.css';
import { SAVE_DATA_NOTE } from '#shared/save-data';

const quickLinks = [
  { label: 'About Us', to: '/#about' },
  { label: 'Vision & Mission', to: '/vision' },
  { label: 'Team', to: '/team' },
  { label: 'Gallery', to: '/gallery' },
  { label: 'Donate', to: '/donate' },
  { label: 'Volunteer as a Teacher', to: '/volunteer-teacher' },
  { label: 'Subscribe', to: '/subscribe' },
  { label: 'Contact Us', to: '/contact-us' },
];

export function SiteFooter() {
  const site = useSiteDetails();
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
            {quickLinks.map((link) => (
              <li key={link.to + link.label}>
                <Link to={link.to}>{link.label}</Link>
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
        © {site.legalName}. A registered non-profit, {site.address.city}, India.
      </p>
    </footer>
  );
}
