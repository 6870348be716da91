import { organisation, postalAddress, telHref } from '#client/content/organisation.ts';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../ui/icons.tsx';
import styles from './contact-details.module.css';

/**
 * Address, phones, e-mail and hours of the organisation, as shown in the sidebar, the footer and the
 * home page. Each phone number and the e-mail address are links of full touch size (44 px) that never
 * break inside a number or an address.
 */
export function ContactDetails({ tone = 'dark' }: { tone?: 'light' | 'dark' }) {
  return (
    <ul className={`${styles.list} ${tone === 'light' ? styles.light : ''}`}>
      <li>
        <MapPinIcon size={18} className={styles.icon} />
        <span>
          <span className="visually-hidden">Address: </span>
          {postalAddress()}
        </span>
      </li>
      <li className={styles.links}>
        <PhoneIcon size={18} className={styles.icon} />
        <span className={styles.stack}>
          <span className="visually-hidden">Phone: </span>
          {organisation.phones.map((phone) => (
            <a key={phone} className={styles.tap} href={telHref(phone)}>
              {phone}
            </a>
          ))}
        </span>
      </li>
      <li className={styles.links}>
        <MailIcon size={18} className={styles.icon} />
        <span className={styles.stack}>
          <span className="visually-hidden">Email: </span>
          <a className={styles.tap} href={`mailto:${organisation.email}`}>
            {organisation.email}
          </a>
        </span>
      </li>
      <li>
        <ClockIcon size={18} className={styles.icon} />
        <span>
          <span className="visually-hidden">Hours: </span>
          {organisation.hours}
        </span>
      </li>
    </ul>
  );
}
