import type { InterestEntry } from '#shared/api/inbox';
import { contactDetails } from './inbox-entry.tsx';
import { InboxList, type EntryView } from './inbox-list.tsx';
import { consentWords } from '#client/features/privacy-notice/consent-words.ts';

const ageLabels: Record<string, string> = {
  below_40: 'Below 40',
  '40_to_60': '40 to 60',
  above_60: 'Above 60',
};
const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const listOf = (values: string[]) => values.map(capitalise).join(', ');

const describe = (item: InterestEntry): EntryView => ({
  heading: item.full_name,
  details: [
    { label: 'Interested in', value: item.action },
    { label: 'Roles', value: listOf(item.roles) },
    ...contactDetails(item.email, item.mobile),
    { label: 'Gender', value: item.gender ? capitalise(item.gender) : '' },
    { label: 'Age', value: item.age ? (ageLabels[item.age] ?? item.age) : '' },
    { label: 'Education', value: item.education },
    { label: 'Occupation', value: item.occupation },
    { label: 'Location', value: item.location },
    { label: 'Languages', value: listOf(item.languages) },
    { label: 'Consent', value: consentWords(item.consent) },
  ],
});

/** Volunteer interest: Expressions of Interest from the Get Involved forms. */
export function InterestInbox() {
  return <InboxList kind="interest" describe={describe} />;
}
