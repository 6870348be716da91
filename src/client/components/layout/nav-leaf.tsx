import { Link, useLocation } from '#client/lib/navigation.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import type { NavLeaf } from '#client/texts/navigation.ts';
import { ExternalLinkIcon } from '../ui/icons.tsx';
import { isCurrentPath } from './nav-current.ts';
import styles from './main-nav.module.css';

interface NavLeafItemProps {
  item: NavLeaf;
  className?: string;
  onNavigate?: () => void;
}

/** One menu entry: a page link, an external link opening a new tab, or plain text. */
export function NavLeafItem({ item, className = styles.subLink, onNavigate }: NavLeafItemProps) {
  const { pathname } = useLocation();
  const { layout } = useTexts();
  if (item.kind === 'text') return <span className={`${className} ${styles.plainText}`}>{item.label}</span>;
  if (item.kind === 'external') {
    return (
      <a
        className={className}
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onNavigate}
      >
        {item.label}
        <ExternalLinkIcon size={14} />
        <span className="visually-hidden"> {layout.newTab}</span>
      </a>
    );
  }
  return (
    <Link
      className={className}
      to={item.to}
      aria-current={isCurrentPath(item.to, pathname) ? 'page' : undefined}
      onClick={onNavigate}
    >
      {item.label}
    </Link>
  );
}
