/** The organisation's social accounts (SPEC "Social links bar"), shown in the top strip and the footer. */
export type SocialNetwork = 'facebook' | 'instagram' | 'whatsapp' | 'youtube' | 'telegram' | 'linkedin';

export interface SocialLink {
  network: SocialNetwork;
  /** Accessible name of the icon link. */
  label: string;
  href: string;
}

export const socialLinks: SocialLink[] = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/gurukul.example' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/gurukul.example/' },
  {
    network: 'whatsapp',
    label: 'WhatsApp channel',
    href: 'https://whatsapp.com/channel/gurukul-example',
  },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@gurukul-example' },
  { network: 'telegram', label: 'Telegram', href: 'https://t.me/gurukul_example' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/gurukul-example/' },
];
