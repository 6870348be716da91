import { socialNetworks, type SiteDetails, type SocialNetwork } from '#shared/api/content';
import { contentFieldLabels as labels, socialNetworkNames } from '#shared/content/list-editor-texts';
import type { FieldSpec } from './components/field-spec.ts';

const phoneSlots = [1, 2, 3] as const;
type PhoneField = `phone${(typeof phoneSlots)[number]}`;
type AddressField = keyof SiteDetails['address'];
type TextField = 'name' | 'legalName' | 'tagline' | 'email' | 'hours' | 'satisfiedClients' | 'formNotice';

/** The site details as one flat form: every text its own field. */
export type SiteForm = Record<TextField | AddressField | PhoneField | SocialNetwork, string>;

const addressFields: AddressField[] = ['street', 'area', 'city', 'state', 'postcode', 'country'];

export const siteFormSections: { heading: string; fields: FieldSpec<SiteForm>[] }[] = [
  {
    heading: 'Organisation',
    fields: [
      { name: 'name', label: labels.organisationName, kind: 'text' },
      { name: 'legalName', label: labels.legalName, kind: 'text' },
      { name: 'tagline', label: labels.tagline, kind: 'text' },
      { name: 'satisfiedClients', label: labels.satisfiedClients, kind: 'text' },
    ],
  },
  {
    heading: 'Postal address',
    fields: addressFields.map((name) => ({ name, label: labels[name], kind: 'text' })),
  },
  {
    heading: 'How to reach us',
    fields: [
      ...phoneSlots.map((n) => ({
        name: `phone${n}` as const,
        label: labels.phone(n),
        kind: 'tel' as const,
      })),
      { name: 'email', label: labels.email, kind: 'email' },
      { name: 'hours', label: labels.hours, kind: 'text' },
    ],
  },
  {
    heading: 'Social links',
    fields: socialNetworks.map((network) => ({
      name: network,
      label: labels.social(socialNetworkNames[network]),
      kind: 'url',
    })),
  },
  {
    heading: 'Privacy',
    fields: [{ name: 'formNotice', label: labels.formNotice, kind: 'textarea' }],
  },
];

export function toSiteForm(details: SiteDetails): SiteForm {
  const social = (network: SocialNetwork) =>
    details.social.find((link) => link.network === network)?.href ?? '';
  return {
    name: details.name,
    legalName: details.legalName,
    tagline: details.tagline,
    email: details.email,
    hours: details.hours,
    satisfiedClients: details.satisfiedClients,
    formNotice: details.formNotice,
    ...details.address,
    area: details.address.area ?? '',
    phone1: details.phones[0] ?? '',
    phone2: details.phones[1] ?? '',
    phone3: details.phones[2] ?? '',
    ...(Object.fromEntries(socialNetworks.map((network) => [network, social(network)])) as Record<
      SocialNetwork,
      string
    >),
  };
}

export function fromSiteForm(form: SiteForm): SiteDetails {
  return {
    name: form.name,
    legalName: form.legalName,
    tagline: form.tagline,
    email: form.email,
    hours: form.hours,
    satisfiedClients: form.satisfiedClients,
    formNotice: form.formNotice,
    address: Object.fromEntries(addressFields.map((name) => [name, form[name]])) as SiteDetails['address'],
    // Empty phone boxes are left out; the first stays, so an empty form still names what is missing.
    phones: phoneSlots
      .map((n) => form[`phone${n}`])
      .filter((phone, index) => index === 0 || phone.trim() !== ''),
    social: socialNetworks.map((network) => ({ network, href: form[network] })),
  };
}

/** Which form field shows a problem at `path` of the block made from `form`. */
export function siteFieldOf(path: readonly PropertyKey[], form: SiteForm): string | undefined {
  const [top, index, leaf] = path;
  if (top === 'address') return String(index);
  if (top === 'phones') {
    const phone = fromSiteForm(form).phones[Number(index)];
    return `phone${phoneSlots.find((n) => form[`phone${n}`] === phone) ?? 1}`;
  }
  if (top === 'social' && leaf === 'href') return socialNetworks[Number(index)];
  return typeof top === 'string' ? top : undefined;
}
