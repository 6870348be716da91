import type { Statistic, TeamMemberInput } from '../api/content.ts';

/**
 * What a fresh install shows until the administrator changes it (decision 009): the server fills each
 * content collection from here once, on first start.
 */

/** Impact figures of the home page (SPEC section 9). */
export const defaultStatistics: Statistic[] = [
  { label: 'Schools Covered', value: 15 },
  { label: 'Students', value: 1850 },
  { label: 'Teachers Awarded', value: 50 },
  { label: 'Competitions', value: 4 },
  { label: 'Women Got Exposure', value: 200 },
];

const picture = (file: string) => `/images/team/${file}.svg`;

/** The people of /team, in the order they are shown within each section. */
export const defaultTeam: TeamMemberInput[] = [
  {
    section: 'founder',
    name: 'Shrinivas Deshpande',
    role: 'Founder',
    qualification: 'M.Sc. Physics, B.Ed.',
    photo: picture('shrinivas-deshpande'),
    linkedin: 'https://www.linkedin.com/in/shrinivas-deshpande-gurukul',
  },
  {
    section: 'directors',
    name: 'Meera Kulkarni',
    role: 'Director, Education',
    qualification: 'M.A. English, B.Ed.',
    qualification2: '22 years teaching in government high schools',
    photo: picture('meera-kulkarni'),
    linkedin: 'https://www.linkedin.com/in/meera-kulkarni-gurukul',
  },
  {
    section: 'directors',
    name: 'Prakash Hegde',
    role: 'Director, Operations',
    qualification: 'MBA',
    qualification2: 'Former operations head, rural co-operative bank',
    photo: picture('prakash-hegde'),
    linkedin: '',
  },
  {
    section: 'directors',
    name: 'Anjali Patil',
    role: 'Director, Health & Women Empowerment',
    qualification: 'MBBS',
    photo: picture('anjali-patil'),
    linkedin: 'https://www.linkedin.com/in/anjali-patil-gurukul',
  },
  {
    section: 'directors',
    name: 'Vikram Joshi',
    role: 'Director, Technology',
    qualification: 'B.E. Computer Science',
    qualification2: 'Certified Information Security Professional',
    photo: picture('vikram-joshi'),
    linkedin: 'https://www.linkedin.com/in/vikram-joshi-gurukul',
  },
  {
    section: 'advisory',
    name: 'Lakshmi Narayan Rao',
    role: 'Advisor',
    qualification: 'Retired Scientist, Space Applications',
    photo: picture('lakshmi-narayan-rao'),
    linkedin: '',
  },
  {
    section: 'advisory',
    name: 'Savita Kamath',
    role: 'Advisor',
    qualification: 'Retired Headmistress',
    photo: picture('savita-kamath'),
    linkedin: '',
  },
  {
    section: 'advisory',
    name: 'Girish Bhat',
    role: 'Advisor',
    qualification: 'Chartered Accountant',
    photo: picture('girish-bhat'),
    linkedin: 'https://www.linkedin.com/in/girish-bhat-gurukul',
  },
  {
    section: 'advisory',
    name: 'Farida Sheikh',
    role: 'Advisor',
    qualification: 'Advocate, Child Rights',
    photo: picture('farida-sheikh'),
    linkedin: '',
  },
  {
    section: 'volunteers',
    name: 'Rohan Shetty',
    role: 'Volunteer Teacher',
    qualification: 'B.Sc. Mathematics',
    photo: picture('rohan-shetty'),
    linkedin: '',
  },
  {
    section: 'volunteers',
    name: 'Kavya Naik',
    role: 'Spoken English Trainer',
    qualification: 'M.A. English',
    photo: picture('kavya-naik'),
    linkedin: '',
  },
  {
    section: 'volunteers',
    name: 'Aditya Kulkarni',
    role: 'Cyber Security Volunteer',
    qualification: 'B.Tech. Information Technology',
    photo: picture('aditya-kulkarni'),
    linkedin: 'https://www.linkedin.com/in/aditya-kulkarni-gurukul',
  },
  {
    section: 'volunteers',
    name: 'Pooja Gowda',
    role: 'Mentor',
    qualification: '',
    photo: picture('pooja-gowda'),
    linkedin: '',
  },
  {
    section: 'volunteers',
    name: 'Suresh Pawar',
    role: 'Space Show Coordinator',
    qualification: 'M.Sc. Astronomy',
    photo: picture('suresh-pawar'),
    linkedin: '',
  },
  {
    section: 'volunteers',
    name: 'Nandini Rao',
    role: 'Yoga Instructor',
    qualification: 'Diploma in Yoga Education',
    photo: picture('nandini-rao'),
    linkedin: '',
  },
  {
    section: 'volunteers',
    name: 'Imran Khan',
    role: 'Self Defence Trainer',
    qualification: '',
    photo: picture('imran-khan'),
    linkedin: '',
  },
  {
    section: 'volunteers',
    name: 'Deepa Menon',
    role: 'Hoop Art Trainer',
    qualification: '',
    photo: picture('deepa-menon'),
    linkedin: '',
  },
  {
    section: 'staff',
    name: 'Ganesh Chavan',
    role: 'Programme Coordinator',
    qualification: 'MSW',
    photo: picture('ganesh-chavan'),
    linkedin: '',
  },
  {
    section: 'staff',
    name: 'Rekha Desai',
    role: 'Accounts & Administration',
    qualification: 'B.Com.',
    photo: picture('rekha-desai'),
    linkedin: '',
  },
  {
    section: 'staff',
    name: 'Manjunath S',
    role: 'Field Officer',
    qualification: '',
    photo: picture('manjunath-s'),
    linkedin: '',
  },
];
