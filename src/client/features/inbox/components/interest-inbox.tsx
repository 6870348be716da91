import { useInbox } from '../api/get-inbox.ts';
import { inboxTexts } from '../inbox-texts.ts';
import { InboxEntry } from './inbox-entry.tsx';
import { InboxList } from './inbox-list.tsx';

const ageLabels: Record<string, string> = {
  below_40: 'Below 40',
  '40_to_60': '40 to 60',
  above_60: 'Above 60',
};
const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const listOf = (values: string[]) => values.map(capitalise).join(', ');

/** Volunteer interest: Expressions of Interest from the Get Involved forms. */
export function InterestInbox() {
  const query = useInbox('interest');
  return (
    <InboxList
      kind="interest"
      query={query}
      empty={inboxTexts.interestEmpty}
      renderEntry={(item, actions) => (
        <InboxEntry
          key={item.id}
          heading={item.full_name}
          receivedAt={item.created_at}
          read={item.read}
          busy={actions.busyId === item.id}
          details={[
            { label: 'Interested in', value: item.action },
            { label: 'Roles', value: listOf(item.roles) },
            { label: 'Email', value: item.email && <a href={`mailto:${item.email}`}>{item.email}</a> },
            { label: 'Mobile', value: item.mobile && <a href={`tel:${item.mobile}`}>{item.mobile}</a> },
            { label: 'Gender', value: item.gender ? capitalise(item.gender) : '' },
            { label: 'Age', value: item.age ? (ageLabels[item.age] ?? item.age) : '' },
            { label: 'Education', value: item.education },
            { label: 'Occupation', value: item.occupation },
            { label: 'Location', value: item.location },
            { label: 'Languages', value: listOf(item.languages) },
          ]}
          onToggleRead={() => actions.setRead(item.id, !item.read)}
          onDelete={() => void actions.askToDelete(item.id)}
        />
      )}
    />
  );
}
