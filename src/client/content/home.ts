/** Texts and pictures of the home page. Swap a picture by changing its `src` here. */
export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface HeroSlide {
  id: string;
  title: string;
  subtitle: string;
  readMore: { to: string; label: string };
  image: Picture;
}

const heroPicture = (name: string, alt: string): Picture => ({
  src: `/images/home/hero-${name}.svg`,
  alt,
  width: 960,
  height: 640,
});

export const heroSlides: HeroSlide[] = [
  {
    id: 'early-years',
    title: 'Early Years',
    subtitle:
      'Play, stories and first letters: we help the youngest children of government schools start strong.',
    readMore: { to: '/vision', label: 'our vision for early learning' },
    image: heroPicture('early-years', 'A child and a teacher reading a picture book under a tree'),
  },
  {
    id: 'education-first',
    title: 'Education First',
    subtitle:
      'Free tuition, spoken English and coaching for residential school entrance exams like JNV, MDRS and NMMS.',
    readMore: { to: '/workshops', label: 'our classes and workshops' },
    image: heroPicture('education-first', 'Students at their desks in front of a blackboard'),
  },
  {
    id: 'community-impact',
    title: 'Community Impact',
    subtitle: 'Space shows, cyber security sessions and health camps that bring whole villages together.',
    readMore: { to: '/gallery', label: 'photos from our events' },
    image: heroPicture('community-impact', 'Families watching a rocket launch on a big outdoor screen'),
  },
  {
    id: 'sustainable-future',
    title: 'Sustainable Future',
    subtitle: 'Science, robotics and digital skills that prepare young people for the jobs of tomorrow.',
    readMore: { to: '/participate', label: 'how to take part' },
    image: heroPicture(
      'sustainable-future',
      'A student building a small robot beside a solar panel and plants',
    ),
  },
  {
    id: 'hope-humanity',
    title: 'Hope & Humanity',
    subtitle: 'Women’s self-reliance, healthy habits and dignity for every family we work with.',
    readMore: { to: '/donate', label: 'ways to support families' },
    image: heroPicture('hope-humanity', 'Women learning together in a sunlit community hall'),
  },
];

export const about = {
  heading: 'About Us',
  lead: 'A gurukul for today: learning that builds character, confidence and opportunity.',
  paragraphs: [
    'We are a non-profit that supports the education and holistic development of children from government schools and low-income families. Our volunteers and teachers train students for residential school entrance exams, run free spoken English classes for government school children, bring an Indian space show to schools and villages, and teach cyber security awareness to children and parents.',
    'Alongside the classroom we run free tuition, health programmes, women empowerment and awareness drives, because a child learns best when the family around them is healthy and hopeful.',
  ],
  satisfiedClients: '200+',
  satisfiedClientsLabel: 'satisfied clients',
  image: {
    src: '/images/home/about.svg',
    alt: 'A volunteer teacher with a small group of students around a table of books',
    width: 720,
    height: 600,
  } satisfies Picture,
};

export interface MissionCard {
  icon: 'exam' | 'english' | 'space' | 'shield';
  title: string;
  text: string;
}

export const missionCards: MissionCard[] = [
  {
    icon: 'exam',
    title: 'Entrance Exam Training',
    text: 'Coaching for residential school entrance exams such as JNV, MDRS and NMMS, so talent is never held back by fees.',
  },
  {
    icon: 'english',
    title: 'Free Spoken English',
    text: 'Free English spoken classes for government school children, building the confidence to speak up anywhere.',
  },
  {
    icon: 'space',
    title: 'Indian Space Show',
    text: 'A travelling show on India’s space journey that sparks curiosity about science, rockets and the stars.',
  },
  {
    icon: 'shield',
    title: 'Cyber Security Awareness',
    text: 'Sessions in schools on safe passwords, online fraud and privacy, for children and their parents.',
  },
];

export const vision = {
  heading: 'Our Vision',
  text: 'A society where every child, whatever their family’s means, grows in knowledge, health and values, and where every woman has the skills and confidence to shape her own future.',
  link: { to: '/vision', label: 'Read our vision and mission' },
};

export const homeContact = {
  heading: 'Get in Touch',
  text: 'Want to volunteer, partner with us or bring a programme to your school? Send us a message and we will get back to you.',
};

export const donationPopup = {
  text: 'If you liked our initiative, please get involved with us',
  detail: 'A school kit, a month of tuition or an hour of your time changes a child’s year.',
  donate: 'Donate!',
};
