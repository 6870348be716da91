import { useLanguage } from '#client/i18n/language-context.tsx';
import { useLocation } from '#client/lib/navigation.tsx';
import { languages, localPath, splitLanguage } from '#shared/i18n/languages';
import styles from './language-offer.module.css';

/**
 * "This page is also in ಕನ್ನಡ", each offer in its own language, none shown until the page's first script
 * (shared/i18n/language-offer-script.ts) marks `<html>` with the one to offer, before the page is drawn, so
 * an offer never moves the page. "No, thanks" is answered by enhancements/language.ts. Never a redirect.
 * Only on pages rendered on the server, which know every language's words.
 */
export function LanguageOffer() {
  const { language, offers } = useLanguage();
  const { path } = splitLanguage(useLocation().pathname);
  if (!offers) return null;
  return (
    <div className={styles.offers} data-enhance="language-offer" data-page-language={language}>
      {languages
        .filter((code) => code !== language)
        .map((code) => (
          <p key={code} className={styles.offer} lang={code} data-offer={code}>
            <span>{offers[code].offer}</span>{' '}
            <a className={styles.link} href={localPath(code, path)} hrefLang={code}>
              {offers[code].offerLink}
            </a>{' '}
            <button type="button" className={styles.dismiss} data-dismiss="">
              {offers[code].offerDismiss}
            </button>
          </p>
        ))}
    </div>
  );
}
