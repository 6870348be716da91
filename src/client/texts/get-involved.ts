import type { ageBands, genders, interestRoles, languages } from '#shared/api/inbox';
import type { SponsorAction } from '#shared/api/giving-fields';
import { interestReceivedMessage } from '#shared/api/inbox-fields';
import { MENTOR_GROUP_SIZE } from '#shared/constants';

/** The four sponsor actions of the Get Involved grid on /donate. */
export interface GetInvolvedAction {
  /** Also the URL fragment that opens the action directly, e.g. /donate#sponsor-a-school-kit. */
  id: SponsorAction;
  title: string;
  /** One line on the grid card. */
  summary: string;
  /** What the action means, shown above the form once it is chosen. */
  description: string[];
  /** What the contribution pays for. */
  covers: string[];
  image: string;
}

export const getInvolvedIntro = {
  title: 'Get Involved',
  lead: 'Every child we reach is supported by someone who chose to help. Choose how you would like to give, tell us a little about yourself, and our team will get in touch.',
  gridLabel: 'Ways to give',
  choose: 'Choose',
} as const;

export const getInvolvedActions: GetInvolvedAction[] = [
  {
    id: 'sponsor-a-child',
    title: 'Sponsor for a child',
    summary: 'Support one child’s learning for a full school year.',
    description: [
      'Sponsoring a child gives one government school student a full year of free tuition, entrance exam coaching and the materials they need, so that the family never has to choose between school and household costs.',
      'You will receive a short progress note twice a year, and you are welcome to visit a class.',
    ],
    covers: [
      'Evening tuition in mathematics, science and English',
      'NMMS, JNV or residential school entrance exam training where the child is eligible',
      'Notebooks, stationery and a nutritious snack on class days',
    ],
    image: '/images/pages/sponsor-child.svg',
  },
  {
    id: 'sponsor-a-school-kit',
    title: 'Sponsor a school kit',
    summary: 'A bag full of everything a child needs on the first day of school.',
    description: [
      'A school kit is handed to a child at the start of the school year in June. For many of our children it is the first new school bag they have ever owned.',
    ],
    covers: [
      'A sturdy school bag and a water bottle',
      'Notebooks for the year, a geometry box, pens, pencils and colours',
      'A raincoat or umbrella for the monsoon',
    ],
    image: '/images/pages/school-kit.svg',
  },
  {
    id: 'sponsor-books-and-study-materials',
    title: 'Sponsor Books and Study Materials',
    summary: 'Practice books, readers and science kits for our classes.',
    description: [
      'Good books change how a child learns. Your sponsorship stocks our classrooms and reading corners and helps children prepare for scholarship and entrance exams.',
    ],
    covers: [
      'NMMS, JNV and residential school entrance exam practice books',
      'Graded English readers and story books in Kannada, Marathi and Hindi',
      'Science and robotics kits for hands-on experiments',
    ],
    image: '/images/pages/books.svg',
  },
  {
    id: 'way-to-give-money',
    title: 'Way to Give (Money)',
    summary: 'A one-time or monthly gift that goes where it is needed most.',
    description: [
      'A money gift lets us spend where the need is greatest: a teacher’s travel to a village, a health camp, a space show or a self defence course for girls.',
      'Give by UPI or bank transfer below. Every contribution is acknowledged with a receipt, and our accounts are audited every year.',
    ],
    covers: [
      'One-time gifts of any amount',
      'Monthly giving that lets us plan a whole school year',
      'Gifts in memory of a loved one or on a special day',
    ],
    image: '/images/pages/give-money.svg',
  },
];

/**
 * A chosen action shows its pledge form alone; the Expression of Interest is the other way, behind its
 * own choice.
 */
export const actionWays = {
  timeText:
    'Teach a class, mentor a small group or join as an intern: tell us about yourself and we will get in touch.',
  giveTime: 'Give your time instead',
  giveMoney: 'Give money instead',
  allWays: 'All ways to give',
} as const;

/** Texts of the Expression of Interest form. */
export const interestForm = {
  title: 'Expression of Interest',
  lead: 'Tell us about yourself. We read every form and reply within a week.',
  fields: {
    fullName: 'Full Name',
    gender: 'Gender',
    age: 'Age',
    education: 'Education',
    occupation: 'Occupation',
    location: 'Location',
    mobile: 'Mobile No.',
    email: 'Email Address',
    languages: 'Languages you speak',
    roles: 'I would like to join as',
  },
  submit: 'Submit',
  submitting: 'Submitting...',
  reset: 'Reset',
  cancel: 'Cancel',
  networkError: 'We could not send your form. Please check your connection and try again.',
  /** What the page says once a form posted without JavaScript has reached us. */
  sent: interestReceivedMessage,
} as const;

export const genderLabels: Record<(typeof genders)[number], string> = {
  male: 'Male',
  female: 'Female',
  others: 'Others',
};

export const ageLabels: Record<(typeof ageBands)[number], string> = {
  below_40: 'Below 40',
  '40_to_60': '40-60',
  above_60: 'Above 60',
};

export const languageLabels: Record<(typeof languages)[number], string> = {
  kannada: 'Kannada',
  english: 'English',
  hindi: 'Hindi',
  marathi: 'Marathi',
};

export const roleLabels: Record<(typeof interestRoles)[number], string> = {
  mentor: 'Mentor',
  teacher: 'Teacher',
  sponsor: 'Sponsor',
  intern: 'Intern',
};

export const giveTime = {
  title: 'Would you rather give your time?',
  text: `Volunteer teachers take weekly classes, interns work with our programme team, and mentors guide a small group of ${MENTOR_GROUP_SIZE} students per mentor through a school year.`,
  links: [
    { to: '/volunteer-teacher', label: 'Volunteer as a Teacher' },
    { to: '/join-intern', label: 'Join as an Intern' },
    { to: '/volunteer-mentor', label: 'Volunteer as a Mentor' },
  ],
} as const;
