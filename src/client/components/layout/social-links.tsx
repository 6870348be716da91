import type { ComponentType } from 'react';
import { socialLinks, type SocialNetwork } from '#client/content/social.ts';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  TelegramIcon,
  WhatsAppIcon,
  YouTubeIcon,
} from '../ui/icons.tsx';
import styles from './social-links.module.css';

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
  return (
    <ul className={`${styles.list} ${tone === 'light' ? styles.light : styles.dark}`} aria-label={label}>
      {socialLinks.map(({ network, label: name, href }) => {
        const Icon = icons[network];
        return (
          <li key={network}>
            <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
              <Icon size={size} />
              <span className="visually-hidden">{`${name} (opens in a new tab)`}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
