import type { ContactMessage } from '#shared/api/inbox';
import { contactDetails } from './inbox-entry.tsx';
import { InboxList, type EntryView } from './inbox-list.tsx';
import styles from './inbox.module.css';
import { consentWords } from '#client/features/privacy-notice/consent-words.ts';

const sourceLabels: Record<string, string> = { home: 'Home page', 'contact-page': 'Contact page' };

const describe = (item: ContactMessage): EntryView => ({
  heading: item.name,
  details: [
    ...contactDetails(item.email, item.mobile),
    { label: 'Heard about us from', value: item.heard_from ?? '' },
    { label: 'Sent from', value: sourceLabels[item.source] ?? item.source },
    { label: 'Consent', value: consentWords(item.consent) },
  ],
  body: item.message && <p className={styles.message}>{item.message}</p>,
});

/** Contact messages: what visitors wrote through the contact forms. */
export function ContactInbox() {
  return <InboxList kind="contact" describe={describe} />;
}
