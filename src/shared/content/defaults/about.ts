import type { About } from '../../api/content.ts';

/** The About section of the home page. */
export const defaultAbout: About = {
  heading: 'About Us',
  lead: 'A gurukul for today: learning that builds character, confidence and opportunity.',
  paragraphs: [
    'We are a non-profit that supports the education and holistic development of children from government schools and low-income families. Our volunteers and teachers train students for residential school entrance exams, run free spoken English classes for government school children, bring an Indian space show to schools and villages, and teach cyber security awareness to children and parents.',
    'Alongside the classroom we run free tuition, health programmes, women empowerment and awareness drives, because a child learns best when the family around them is healthy and hopeful.',
  ],
  satisfiedClientsLabel: 'satisfied clients',
  image: {
    src: '/images/home/about.svg',
    alt: 'A volunteer teacher with a small group of students around a table of books',
    width: 720,
    height: 600,
  },
};
