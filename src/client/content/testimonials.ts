/** What people say about us (SPEC: name, feedback, rating, description). */
export interface Testimonial {
  name: string;
  feedback: string;
  /** Out of 5. */
  rating: number;
  /** Who the person is. */
  description: string;
}

export const MAX_RATING = 5;

export const testimonials: Testimonial[] = [
  {
    name: 'Lakshmi R.',
    feedback:
      'My daughter cleared the JNV entrance exam after a year of the free coaching. The teachers believed in her before we did.',
    rating: 5,
    description: 'Parent, Ramanagara',
  },
  {
    name: 'Suresh K.',
    feedback:
      'The spoken English classes changed my students. They now ask questions in class and present in front of everyone.',
    rating: 5,
    description: 'Headmaster, Government Higher Primary School',
  },
  {
    name: 'Anjali M.',
    feedback:
      'Volunteering as a mentor for a group of eleven students has been the most meaningful part of my week.',
    rating: 5,
    description: 'Volunteer mentor and software engineer',
  },
  {
    name: 'Farzana B.',
    feedback:
      'The self-defence and entrepreneurship sessions gave me the courage to start my own tailoring business.',
    rating: 5,
    description: 'Women empowerment programme participant',
  },
];
