import { organisation } from '#shared/organisation';

export { organisation, postalAddress } from '#shared/organisation';

export function organisationJsonLd(siteUrl: string) {
  const a = organisation.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    name: organisation.name,
    legalName: organisation.legalName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    email: organisation.email,
    telephone: organisation.phones[0],
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${a.street}, ${a.area}`,
      addressLocality: a.city,
      addressRegion: a.state,
      postalCode: a.postcode,
      addressCountry: 'IN',
    },
  };
}

/** A phone number as a dialable tel: link: digits and the leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
