import type { SiteDetails } from '../../api/content.ts';
import { organisation } from '../../organisation.ts';
import { defaultFormNotice } from '../../privacy/consent.ts';

/** Who we are and how to reach us: the header, footer, sidebar, contact page and every mail. */
export const defaultSiteDetails: SiteDetails = {
  name: organisation.name,
  legalName: organisation.legalName,
  tagline: organisation.tagline,
  email: organisation.email,
  phones: [...organisation.phones],
  hours: organisation.hours,
  address: { ...organisation.address },
  satisfiedClients: organisation.satisfiedClients,
  social: [
    {
      network: 'facebook',
      href: 'https://www.facebook.com/gurukul.example',
    },
    {
      network: 'instagram',
      href: 'https://www.instagram.com/gurukul.example/',
    },
    {
      network: 'whatsapp',
      href: 'https://whatsapp.com/channel/gurukul-example',
    },
    {
      network: 'youtube',
      href: 'https://www.youtube.com/@gurukul-example',
    },
    {
      network: 'telegram',
      href: 'https://t.me/gurukul_example',
    },
    {
      network: 'linkedin',
      href: 'https://www.linkedin.com/company/gurukul-example/',
    },
  ],
  formNotice: defaultFormNotice,
};
