/** An audience as the subscribe form offers it: the key it posts as `role`, and the name it shows. */
export interface AudienceChoice {
  key: string;
  name: string;
}

/**
 * The audiences the subscribe form offers on a fresh install: the specification's options, word for word
 * and in its order (SPEC "Subscribe page"). Donor, Volunteer and Well-wisher exist too but are not offered
 * until the administrator offers them (docs/mail.md).
 */
export const defaultOfferedAudiences: AudienceChoice[] = [
  { key: 'teacher', name: 'Teacher' },
  { key: 'student', name: 'Student' },
  { key: 'parent', name: 'Parent' },
];
