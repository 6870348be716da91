import type { Picture } from './home.ts';

/** Program cards of the home page carousel (SPEC: title, description, image). */
export interface ProgramCard {
  title: string;
  description: string;
  image: Picture;
}

const picture = (name: string, alt: string): Picture => ({
  src: `/images/home/program-${name}.svg`,
  alt,
  width: 480,
  height: 360,
});

export const programs: ProgramCard[] = [
  {
    title: 'Soft Skills',
    description:
      'Communication, teamwork, time management and problem solving, practised through games, role plays and group projects.',
    image: picture('soft-skills', 'Two students talking and listening to each other'),
  },
  {
    title: 'Personality Development',
    description:
      'Public speaking, self-confidence, etiquette and values, so every student can present themselves with dignity.',
    image: picture('personality-development', 'A student speaking confidently at a lectern'),
  },
  {
    title: 'Interview Skills',
    description:
      'Mock interviews, CV writing and feedback from professionals, preparing young people for college and their first job.',
    image: picture('interview-skills', 'A young person in an interview across a table'),
  },
  {
    title: 'Robotics Workshops',
    description:
      'Hands-on sessions building and programming simple robots, making science and engineering real and fun.',
    image: picture('robotics', 'A small robot with wheels and a circuit board'),
  },
];
