import { NOTICE_VERSION_FIELD, PRIVACY_PAGE_PATH } from '#shared/privacy/consent';
import { useLocalPath, useTexts } from '#client/i18n/language-context.tsx';
import { useSiteContent } from '#client/lib/site-content.tsx';
import styles from './form-notice.module.css';

/**
 * The short privacy notice every public form shows before its send button (DPDP Act 2023, section 5): the
 * administrator's words from the site details, a link to the Privacy page, and, as a hidden field, the
 * version of that page it points to, which the server records with the consent.
 */
export function FormNotice({ id }: { id?: string }) {
  const { site, privacyNoticeVersion } = useSiteContent();
  const { privacyNoticeLink } = useTexts().forms;
  const local = useLocalPath();
  return (
    <>
      <input type="hidden" name={NOTICE_VERSION_FIELD} value={privacyNoticeVersion ?? ''} />
      <p id={id} className={styles.notice}>
        {site.formNotice} <a href={local(PRIVACY_PAGE_PATH)}>{privacyNoticeLink}</a>.
      </p>
    </>
  );
}

/** The notice's version as a form sends it: what the hidden field holds, or nothing. */
export function noticeVersionOf(fields: FormData): string | undefined {
  const value = fields.get(NOTICE_VERSION_FIELD);
  return typeof value === 'string' && value !== '' ? value : undefined;
}
