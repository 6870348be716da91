import type { Picture } from './home.ts';

/** Impact figures of the home page (SPEC section 9: fixed statistics). */
export interface Statistic {
  value: number;
  label: string;
}

export const statistics: Statistic[] = [
  { value: 15, label: 'Schools Covered' },
  { value: 1850, label: 'Students' },
  { value: 50, label: 'Teachers Awarded' },
  { value: 4, label: 'Competitions' },
  { value: 200, label: 'Women Got Exposure' },
];

export const statisticsSection = {
  heading: 'Our Impact',
  text: 'Every number is a child in a classroom, a teacher honoured or a woman finding her voice.',
  image: {
    src: '/images/home/statistics.svg',
    alt: 'Children in school uniforms raising their hands in a bright classroom',
    width: 640,
    height: 520,
  } satisfies Picture,
};
