import { useLanguage } from '#client/i18n/language-context.tsx';
import { useLocation } from '#client/lib/navigation.tsx';
import { languageNames, languages, localPath, splitLanguage } from '#shared/i18n/languages';
import styles from './language-switcher.module.css';

/**
 * The same page in each language the site speaks, each named in its own script. Plain links, so they work
 * before any script; moving to one is remembered (shared/i18n/language-offer-script.ts) to offer it on later
 * visits.
 */
export function LanguageSwitcher({ tone }: { tone: 'light' | 'dark' }) {
  const { language, texts } = useLanguage();
  const { path } = splitLanguage(useLocation().pathname);
  return (
    <nav aria-label={texts.language.switcher}>
      <ul className={styles.list} data-tone={tone}>
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
    </nav>
  );
}
