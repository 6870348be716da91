import type { Programme } from '../../api/content.ts';

/** The programme cards of the home page carousel. */
export const defaultProgrammes: Programme[] = [
  {
    title: 'Soft Skills',
    description:
      'Communication, teamwork, time management and problem solving, practised through games, role plays and group projects.',
    image: {
      src: '/images/home/program-soft-skills.svg',
      alt: 'Two students talking and listening to each other',
      width: 480,
      height: 360,
    },
  },
  {
    title: 'Personality Development',
    description:
      'Public speaking, self-confidence, etiquette and values, so every student can present themselves with dignity.',
    image: {
      src: '/images/home/program-personality-development.svg',
      alt: 'A student speaking confidently at a lectern',
      width: 480,
      height: 360,
    },
  },
  {
    title: 'Interview Skills',
    description:
      'Mock interviews, CV writing and feedback from professionals, preparing young people for college and their first job.',
    image: {
      src: '/images/home/program-interview-skills.svg',
      alt: 'A young person in an interview across a table',
      width: 480,
      height: 360,
    },
  },
  {
    title: 'Robotics Workshops',
    description:
      'Hands-on sessions building and programming simple robots, making science and engineering real and fun.',
    image: {
      src: '/images/home/program-robotics.svg',
      alt: 'A small robot with wheels and a circuit board',
      width: 480,
      height: 360,
    },
  },
];
