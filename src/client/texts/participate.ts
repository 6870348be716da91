/** The texts of /participate: ways for students, families and the public to take part. */
export interface ParticipateSection {
  id: string;
  title: string;
  text: string;
  items: string[];
  link: { to: string; label: string };
}

export const participateIntro = {
  title: 'Participate',
  lead: 'Our programmes are open to everyone. Join a workshop, enter a competition, help with an awareness drive or celebrate a national day with our children.',
} as const;

export const participateSections: ParticipateSection[] = [
  {
    id: 'workshops',
    title: 'Workshops',
    text: 'Free, hands-on sessions for college students, school students, senior citizens and homemakers.',
    items: [
      'Cyber security, e-content creation, graphic designing and video editing',
      'Robotics, STEM and the Indian space show for school students',
      'Hoop art, entrepreneurship and self defence for women',
    ],
    link: { to: '/workshops', label: 'See all workshops' },
  },
  {
    id: 'competitions',
    title: 'Competitions',
    text: 'Competitions give our children a stage. Schools can enter teams and volunteers can help as judges.',
    items: [
      'Science model and robotics competitions',
      'Space quiz on ISRO missions',
      'Spoken English, elocution and essay competitions',
      'Drawing and poster competitions on cyber safety and the environment',
    ],
    link: { to: '/subscribe', label: 'Subscribe to hear about the next competition' },
  },
  {
    id: 'awareness-drives',
    title: 'Awareness drives',
    text: 'Short, practical sessions in government schools and villages. Volunteers are always welcome.',
    items: [
      'Cyber security awareness for students, teachers and parents',
      'Health, hygiene and Satvik Aahar awareness camps',
      'Social media awareness and online safety for women',
    ],
    link: { to: '/volunteer-teacher', label: 'Volunteer for an awareness drive' },
  },
  {
    id: 'national-and-global-days',
    title: 'National and global days',
    text: 'We celebrate the days that matter with students, families and the neighbourhood.',
    items: [
      'Independence Day and Republic Day',
      'National Science Day and National Space Day',
      'International Yoga Day and World Environment Day',
      'International Women’s Day, Teachers’ Day and Children’s Day',
    ],
    link: { to: '/gallery', label: 'See photos from our events' },
  },
];

export const participateInvite = {
  title: 'Bring a programme to your school or community',
  text: 'Head teachers, college coordinators and community groups can invite us for a workshop, a space show or an awareness session.',
  link: { to: '/contact-us', label: 'Contact us' },
} as const;
