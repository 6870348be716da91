/**
 * The people shown on /team. Pictures are initials avatars until real photos arrive: replacing a
 * picture is swapping the file at `image` (or pointing `image` at a new file).
 */
export interface TeamMember {
  name: string;
  role: string;
  /** Shown after a vertical bar: `Role | Qualification`. Empty when there is none. */
  qualification: string;
  /** Directors only: an optional second line of qualification. */
  qualification2?: string;
  /** Path of the picture under public/. */
  image: string;
  /** Full LinkedIn profile URL, or empty when the person has none to share. */
  linkedin: string;
}

export interface CollaborationPartner {
  name: string;
  /** Path of the logo under public/. */
  logo: string;
}

export interface Team {
  founder: TeamMember[];
  directors: TeamMember[];
  advisory: TeamMember[];
  volunteers: TeamMember[];
  staff: TeamMember[];
  collaborations: CollaborationPartner[];
}

const picture = (file: string) => `/images/team/${file}.svg`;

export const team: Team = {
  founder: [
    {
      name: 'Shrinivas Deshpande',
      role: 'Founder',
      qualification: 'M.Sc. Physics, B.Ed.',
      image: picture('shrinivas-deshpande'),
      linkedin: 'https://www.linkedin.com/in/shrinivas-deshpande-gurukul',
    },
  ],
  directors: [
    {
      name: 'Meera Kulkarni',
      role: 'Director, Education',
      qualification: 'M.A. English, B.Ed.',
      qualification2: '22 years teaching in government high schools',
      image: picture('meera-kulkarni'),
      linkedin: 'https://www.linkedin.com/in/meera-kulkarni-gurukul',
    },
    {
      name: 'Prakash Hegde',
      role: 'Director, Operations',
      qualification: 'MBA',
      qualification2: 'Former operations head, rural co-operative bank',
      image: picture('prakash-hegde'),
      linkedin: '',
    },
    {
      name: 'Anjali Patil',
      role: 'Director, Health & Women Empowerment',
      qualification: 'MBBS',
      image: picture('anjali-patil'),
      linkedin: 'https://www.linkedin.com/in/anjali-patil-gurukul',
    },
    {
      name: 'Vikram Joshi',
      role: 'Director, Technology',
      qualification: 'B.E. Computer Science',
      qualification2: 'Certified Information Security Professional',
      image: picture('vikram-joshi'),
      linkedin: 'https://www.linkedin.com/in/vikram-joshi-gurukul',
    },
  ],
  advisory: [
    {
      name: 'Lakshmi Narayan Rao',
      role: 'Advisor',
      qualification: 'Retired Scientist, Space Applications',
      image: picture('lakshmi-narayan-rao'),
      linkedin: '',
    },
    {
      name: 'Savita Kamath',
      role: 'Advisor',
      qualification: 'Retired Headmistress',
      image: picture('savita-kamath'),
      linkedin: '',
    },
    {
      name: 'Girish Bhat',
      role: 'Advisor',
      qualification: 'Chartered Accountant',
      image: picture('girish-bhat'),
      linkedin: 'https://www.linkedin.com/in/girish-bhat-gurukul',
    },
    {
      name: 'Farida Sheikh',
      role: 'Advisor',
      qualification: 'Advocate, Child Rights',
      image: picture('farida-sheikh'),
      linkedin: '',
    },
  ],
  volunteers: [
    {
      name: 'Rohan Shetty',
      role: 'Volunteer Teacher',
      qualification: 'B.Sc. Mathematics',
      image: picture('rohan-shetty'),
      linkedin: '',
    },
    {
      name: 'Kavya Naik',
      role: 'Spoken English Trainer',
      qualification: 'M.A. English',
      image: picture('kavya-naik'),
      linkedin: '',
    },
    {
      name: 'Aditya Kulkarni',
      role: 'Cyber Security Volunteer',
      qualification: 'B.Tech. Information Technology',
      image: picture('aditya-kulkarni'),
      linkedin: 'https://www.linkedin.com/in/aditya-kulkarni-gurukul',
    },
    {
      name: 'Pooja Gowda',
      role: 'Mentor',
      qualification: '',
      image: picture('pooja-gowda'),
      linkedin: '',
    },
    {
      name: 'Suresh Pawar',
      role: 'Space Show Coordinator',
      qualification: 'M.Sc. Astronomy',
      image: picture('suresh-pawar'),
      linkedin: '',
    },
    {
      name: 'Nandini Rao',
      role: 'Yoga Instructor',
      qualification: 'Diploma in Yoga Education',
      image: picture('nandini-rao'),
      linkedin: '',
    },
    {
      name: 'Imran Khan',
      role: 'Self Defence Trainer',
      qualification: '',
      image: picture('imran-khan'),
      linkedin: '',
    },
    {
      name: 'Deepa Menon',
      role: 'Hoop Art Trainer',
      qualification: '',
      image: picture('deepa-menon'),
      linkedin: '',
    },
  ],
  staff: [
    {
      name: 'Ganesh Chavan',
      role: 'Programme Coordinator',
      qualification: 'MSW',
      image: picture('ganesh-chavan'),
      linkedin: '',
    },
    {
      name: 'Rekha Desai',
      role: 'Accounts & Administration',
      qualification: 'B.Com.',
      image: picture('rekha-desai'),
      linkedin: '',
    },
    {
      name: 'Manjunath S',
      role: 'Field Officer',
      qualification: '',
      image: picture('manjunath-s'),
      linkedin: '',
    },
  ],
  collaborations: [
    { name: 'Vidya Setu Learning Trust', logo: '/images/team/partners/vidya-setu.svg' },
    { name: 'Navadisha Tech Labs', logo: '/images/team/partners/navadisha-tech-labs.svg' },
  ],
};

/** The volunteering members are shown in rows of this many: the first four, then the rest. */
export const VOLUNTEER_FIRST_ROW = 4;

export const teamPage = {
  title: 'Meet Our Incredible Team',
  subtitle: 'Passionate individuals working together to create a lasting impact',
  opensInNewTab: 'Opens in a new tab',
  collaborations: {
    title: 'Collaborations',
    carouselLabel: 'Our collaboration partners',
    pickerLabel: 'Choose which logos to show',
    pause: 'Pause logo carousel',
    play: 'Play logo carousel',
  },
} as const;
