import { useSiteDetails } from '#client/lib/site-content.tsx';
import { postalAddress } from '#shared/organisation';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../ui/icons.tsx';
import styles from './contact-details.module.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** Address, phones, e-mail and hours of the organisation, as shown in the sidebar and the footer. */
export function ContactDetails({ tone = 'dark' }: { tone?: 'light' | 'dark' }) {
  const site = useSiteDetails();
  return (
    <ul className={`${styles.list} ${tone === 'light' ? styles.light : ''}`}>
      <li>
        <MapPinIcon size={18} className={styles.icon} />
        <span>
          <span className="visually-hidden">Address: </span>
          {postalAddress(site.address)}
        </span>
      </li>
      <li>
        <PhoneIcon size={18} className={styles.icon} />
        <span>
          <span className="visually-hidden">Phone: </span>
          {site.phones.map((phone, index) => (
            <span key={phone}>
              {index > 0 && ', '}
              <a href={telHref(phone)}>{phone}</a>
            </span>
          ))}
        </span>
      </li>
      <li>
        <MailIcon size={18} className={styles.icon} />
        <span>
          <span className="visually-hidden">Email: </span>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </span>
      </li>
      <li>
        <ClockIcon size={18} className={styles.icon} />
        <span>
          <span className="visually-hidden">Hours: </span>
          {site.hours}
        </span>
      </li>
    </ul>
  );
}
