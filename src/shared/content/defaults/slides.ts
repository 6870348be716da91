import type { Slide } from '../../api/content.ts';

/** The slides of the home page hero (SPEC section 3), changed every 4 seconds. */
export const defaultSlides: Slide[] = [
  {
    title: 'Early Years',
    subtitle:
      'Play, stories and first letters: we help the youngest children of government schools start strong.',
    buttonText: 'Read More',
    linkDescription: 'our vision for early learning',
    buttonLink: '/vision',
    image: {
      src: '/images/home/hero-early-years.svg',
      alt: 'A child and a teacher reading a picture book under a tree',
      width: 960,
      height: 640,
    },
  },
  {
    title: 'Education First',
    subtitle:
      'Free tuition, spoken English and coaching for residential school entrance exams like JNV, MDRS and NMMS.',
    buttonText: 'Read More',
    linkDescription: 'our classes and workshops',
    buttonLink: '/workshops',
    image: {
      src: '/images/home/hero-education-first.svg',
      alt: 'Students at their desks in front of a blackboard',
      width: 960,
      height: 640,
    },
  },
  {
    title: 'Community Impact',
    subtitle: 'Space shows, cyber security sessions and health camps that bring whole villages together.',
    buttonText: 'Read More',
    linkDescription: 'photos from our events',
    buttonLink: '/gallery',
    image: {
      src: '/images/home/hero-community-impact.svg',
      alt: 'Families watching a rocket launch on a big outdoor screen',
      width: 960,
      height: 640,
    },
  },
  {
    title: 'Sustainable Future',
    subtitle: 'Science, robotics and digital skills that prepare young people for the jobs of tomorrow.',
    buttonText: 'Read More',
    linkDescription: 'how to take part',
    buttonLink: '/participate',
    image: {
      src: '/images/home/hero-sustainable-future.svg',
      alt: 'A student building a small robot beside a solar panel and plants',
      width: 960,
      height: 640,
    },
  },
  {
    title: 'Hope & Humanity',
    subtitle: 'Women’s self-reliance, healthy habits and dignity for every family we work with.',
    buttonText: 'Read More',
    linkDescription: 'ways to support families',
    buttonLink: '/donate',
    image: {
      src: '/images/home/hero-hope-humanity.svg',
      alt: 'Women learning together in a sunlit community hall',
      width: 960,
      height: 640,
    },
  },
];
