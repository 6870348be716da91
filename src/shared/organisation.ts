/**
 * Who we are: stated on every page, in the home page's JSON-LD and in every mail the server sends.
 * Swap in the real details here.
 */
export const organisation = {
  name: 'Gurukul',
  legalName: 'Gurukul Educational and Charitable Trust',
  tagline: 'Education, health and dignity for every child and family',
  email: 'contact@gurukul.example.org',
  phones: ['+91 98450 12345', '+91 80 2345 6789'],
  hours: 'Open 24/7',
  address: {
    street: '12, Vidya Marg',
    area: 'Basavanagudi',
    city: 'Bengaluru',
    state: 'Karnataka',
    postcode: '560004',
    country: 'India',
  },
  satisfiedClients: '200+',
} as const;

/** One line of an address; a part left empty (the area is optional) is skipped. */
export const postalAddress = (
  a: {
    street: string;
    area?: string;
    city: string;
    state: string;
    postcode: string;
    country: string;
  } = organisation.address,
) => [a.street, a.area, a.city, `${a.state} ${a.postcode}`, a.country].filter(Boolean).join(', ');

/** A phone number as a dialable tel: link: digits and the leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
