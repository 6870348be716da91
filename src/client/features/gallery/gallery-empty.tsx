import { Artwork } from '#client/components/ui/artwork.tsx';
import { Button, buttonClassName } from '#client/components/ui/button.tsx';
import { useLocalPath, useTexts } from '#client/i18n/language-context.tsx';
import styles from './gallery.module.css';

interface GalleryEmptyProps {
  /** Offered when a category is chosen: the other categories may have photos. */
  onShowAll?: () => void;
}

/** The spec's "No media found", with an empty picture frame and what the visitor can do next. */
export function GalleryEmpty({ onShowAll }: GalleryEmptyProps) {
  const texts = useTexts();
  const words = texts.layout.gallery;
  const local = useLocalPath();
  return (
    <div className={styles.empty}>
      <Artwork className={styles.emptyArt} viewBox="0 0 160 120" width={160} height={120}>
        <rect x="14" y="10" width="132" height="100" rx="12" fill="#fff4dc" />
        <rect x="26" y="22" width="108" height="76" rx="6" fill="#fff" stroke="#7a2e0e" strokeWidth="3" />
        <circle cx="108" cy="44" r="10" fill="#f59e0b" />
        <path d="M29 95l30-30 22 20 14-12 36 25z" fill="#166534" />
        <path d="M59 65l22 20-8 10H29z" fill="#7a2e0e" opacity=".85" />
        <path
          d="M38 34h28M38 44h18"
          stroke="#7a2e0e"
          strokeWidth="3"
          strokeLinecap="round"
          strokeDasharray="1 7"
        />
      </Artwork>
      <p className={styles.message}>{texts.messages.media.empty}</p>
      <p className={styles.emptyHint}>{words.later}</p>
      <div className={styles.emptyActions}>
        {onShowAll && <Button onClick={onShowAll}>{words.showAll}</Button>}
        <a className={buttonClassName('outline')} href={local('/subscribe')}>
          {words.subscribe}
        </a>
      </div>
    </div>
  );
}
