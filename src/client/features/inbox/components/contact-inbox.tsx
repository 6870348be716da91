import { useInbox } from '../api/get-inbox.ts';
import { inboxTexts } from '../inbox-texts.ts';
import { InboxEntry } from './inbox-entry.tsx';
import { InboxList } from './inbox-list.tsx';
import styles from './inbox.module.css';

const sourceLabels: Record<string, string> = { home: 'Home page', 'contact-page': 'Contact page' };

/** Contact messages: what visitors wrote through the contact forms. */
export function ContactInbox() {
  const query = useInbox('contact');
  return (
    <InboxList
      kind="contact"
      query={query}
      empty={inboxTexts.contactEmpty}
      renderEntry={(item, actions) => (
        <InboxEntry
          key={item.id}
          heading={item.name}
          receivedAt={item.created_at}
          read={item.read}
          busy={actions.busyId === item.id}
          details={[
            { label: 'Email', value: item.email && <a href={`mailto:${item.email}`}>{item.email}</a> },
            { label: 'Mobile', value: item.mobile && <a href={`tel:${item.mobile}`}>{item.mobile}</a> },
            { label: 'Heard about us from', value: item.heard_from ?? '' },
            { label: 'Sent from', value: sourceLabels[item.source] ?? item.source },
          ]}
          onToggleRead={() => actions.setRead(item.id, !item.read)}
          onDelete={() => void actions.askToDelete(item.id)}
        >
          {item.message && <p className={styles.message}>{item.message}</p>}
        </InboxEntry>
      )}
    />
  );
}
