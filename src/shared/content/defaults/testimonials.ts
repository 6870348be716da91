import type { Testimonial } from '../../api/content.ts';

/** What people say about us, on the home page. */
export const defaultTestimonials: Testimonial[] = [
  {
    name: 'Lakshmi R.',
    description: 'Parent, Ramanagara',
    feedback:
      'My daughter cleared the JNV entrance exam after a year of the free coaching. The teachers believed in her before we did.',
    rating: 5,
  },
  {
    name: 'Suresh K.',
    description: 'Headmaster, Government Higher Primary School',
    feedback:
      'The spoken English classes changed my students. They now ask questions in class and present in front of everyone.',
    rating: 5,
  },
  {
    name: 'Anjali M.',
    description: 'Volunteer mentor and software engineer',
    feedback:
      'Volunteering as a mentor for a group of eleven students has been the most meaningful part of my week.',
    rating: 5,
  },
  {
    name: 'Farzana B.',
    description: 'Women empowerment programme participant',
    feedback:
      'The self-defence and entrepreneurship sessions gave me the courage to start my own tailoring business.',
    rating: 5,
  },
];
