import { useTexts } from '#client/i18n/language-context.tsx';
import { LazyImage } from '#client/components/ui/lazy-image.tsx';
import { useSiteDetails } from '#client/lib/site-content.tsx';
import { telHref } from '#shared/organisation';
import styles from './office.module.css';

export function Office() {
  const { office } = useTexts().contact;
  const site = useSiteDetails();
  const { address } = site;
  return (
    <section aria-labelledby="office-title" className={styles.office}>
      <h2 id="office-title" className={styles.title}>
        {office.title}
      </h2>
      <div className={styles.layout}>
        <LazyImage className={styles.picture} {...office.picture} />
        <div className={styles.details}>
          <h3 className={styles.subtitle}>{office.addressTitle}</h3>
          <address className={styles.address}>
            {site.legalName}
            <br />
            {address.street}
            <br />
            {address.area}
            <br />
            {address.city}, {address.state} {address.postcode}
            <br />
            {address.country}
          </address>
          <h3 className={styles.subtitle}>{office.phonesTitle}</h3>
          <ul className={styles.phones}>
            {site.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
