import { useLanguage } from '#client/i18n/language-context.tsx';
import { useLocation } from '#client/lib/navigation.tsx';
import { languageNames, languages, localPath, splitLanguage } from '#shared/i18n/languages';
import styles from './language-switcher.module.css';

/**
 * The same page in each language the site speaks, each named in its own script. Plain links, so they work
 * before any script; choosing one is remembered (enhancements/language.ts) to offer it on later visits.
 */
export function LanguageSwitcher({ tone, landmark = true }: { tone: 'light' | 'dark'; landmark?: boolean }) {
  const { language, texts } = useLanguage();
  const { path } = splitLanguage(useLocation().pathname);
  const list = (
    <ul className={styles.list} data-tone={tone} aria-label={landmark ? undefined : texts.language.switcher}>
      {languages.map((code) => (
        <li key={code}>
          <a
            className={styles.link}
            href={localPath(code, path)}
            lang={code}
            hrefLang={code}
            aria-current={code === language ? 'true' : undefined}
          >
            {languageNames[code]}
          </a>
        </li>
      ))}
    </ul>
  );
  return landmark ? <nav aria-label={texts.language.switcher}>{list}</nav> : list;
}
