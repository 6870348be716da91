import type { ComponentType } from 'react';
import { useTexts } from '#client/i18n/language-context.tsx';
import type { SocialNetwork } from '#shared/api/content-fields';
import { useSiteDetails } from '#client/lib/site-content.tsx';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  TelegramIcon,
  WhatsAppIcon,
  YouTubeIcon,
} from '../ui/icons.tsx';
import styles from './social-links.module.css';

/** Accessible names of the icon links. */
const names: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  whatsapp: 'WhatsApp channel',
  youtube: 'YouTube',
  telegram: 'Telegram',
  linkedin: 'LinkedIn',
};

const icons: Record<SocialNetwork, ComponentType<{ size?: number }>> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  whatsapp: WhatsAppIcon,
  youtube: YouTubeIcon,
  telegram: TelegramIcon,
  linkedin: LinkedInIcon,
};

interface SocialLinksProps {
  /** Names the list, e.g. 'Follow us'. */
  label: string;
  tone?: 'light' | 'dark';
  size?: number;
}

/** Icon links to the organisation's social accounts; each opens in a new tab. */
export function SocialLinks({ label, tone = 'dark', size = 18 }: SocialLinksProps) {
  // An account the administrator left without an address is not shown.
  const links = useSiteDetails().social.filter((link) => link.href);
  const { layout } = useTexts();
  return (
    <ul className={`${styles.list} ${tone === 'light' ? styles.light : styles.dark}`} aria-label={label}>
      {links.map(({ network, href }) => {
        const Icon = icons[network];
        const name = names[network];
        return (
          <li key={network}>
            <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
              <Icon size={size} />
              <span className="visually-hidden">{`${name} ${layout.newTab}`}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
