import { useSiteDetails } from '#client/lib/site-content.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import { postalAddress, telHref } from '#shared/organisation';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../ui/icons.tsx';
import styles from './contact-details.module.css';

/**
 * Address, phones, e-mail and hours of the organisation, as shown in the sidebar, the footer and the
 * home page. Each phone number and the e-mail address are links of full touch size (44 px) that never
 * break inside a number or an address.
 */
export function ContactDetails({ tone = 'dark' }: { tone?: 'light' | 'dark' }) {
  const site = useSiteDetails();
  const { contactDetails: say } = useTexts().layout;
  return (
    <ul className={`${styles.list} ${tone === 'light' ? styles.light : ''}`}>
      <li>
        <MapPinIcon size={18} className={styles.icon} />
        <span>
          <span className="visually-hidden">{say.address}</span>
          {postalAddress(site.address)}
        </span>
      </li>
      <li className={styles.links}>
        <PhoneIcon size={18} className={styles.icon} />
        <span className={styles.stack}>
          <span className="visually-hidden">{say.phone}</span>
          {site.phones.map((phone) => (
            <a key={phone} className={styles.tap} href={telHref(phone)}>
              {phone}
            </a>
          ))}
        </span>
      </li>
      <li className={styles.links}>
        <MailIcon size={18} className={styles.icon} />
        <span className={styles.stack}>
          <span className="visually-hidden">{say.email}</span>
          <a className={styles.tap} href={`mailto:${site.email}`}>
            {site.email}
          </a>
        </span>
      </li>
      <li>
        <ClockIcon size={18} className={styles.icon} />
        <span>
          <span className="visually-hidden">{say.hours}</span>
          {site.hours}
        </span>
      </li>
    </ul>
  );
}
