/** The texts of /vision: our vision statement, our mission statement and the four mission areas. */
export interface MissionCard {
  title: string;
  /** One short sentence under the title. */
  summary: string;
  points: string[];
}

export const visionPage = {
  title: 'Vision & Mission',
  lead: 'Why we exist and how we work: for the holistic development of every child, in mind, body, character and community.',
} as const;

export const vision = {
  title: 'Our Vision',
  paragraphs: [
    'We are a non-profit gurukul working for the holistic development of every child. We picture a society where a child’s future does not depend on the income of their family or the village they are born in: where every child learns with confidence, grows up healthy, speaks up with courage and carries the values of our culture into a modern world.',
    'Education alone is not enough. A child also needs good food, a healthy routine, a safe home and a family that can stand on its own feet. That is why our work reaches the mind, the body and the community together: classrooms, health, and the women who hold families together.',
  ],
  pillars: [
    { title: 'Mind', text: 'Curious, confident learners who can read, reason, question and speak up.' },
    { title: 'Body', text: 'Healthy children and families through Satvik food, yoga and daily routines.' },
    { title: 'Character', text: 'Kindness, discipline and service, learned by living them every day.' },
    { title: 'Community', text: 'Women and families with the skills and the confidence to thrive.' },
  ],
} as const;

export const mission = {
  title: 'Our Mission',
  paragraphs: [
    'Our mission is to bring free, high-quality learning and health support to children of government schools and their families, and to open doors that are usually closed to them: scholarships, residential schools, science, technology and the confidence to speak English.',
    'We work through volunteers, teachers, mentors and partners, in four areas:',
  ],
} as const;

export const missionCards: MissionCard[] = [
  {
    title: 'Education',
    summary: 'Free learning that opens doors.',
    points: [
      'Free tuition in mathematics, science and English for government school children',
      'Entrance exam training for NMMS scholarships, Jawahar Navodaya Vidyalaya (JNV) and residential schools',
      'Free spoken English classes for government school children',
      'The Indian space show: ISRO missions, rockets and satellites brought to village classrooms',
      'STEM and robotics workshops with hands-on kits',
      'Cyber security awareness for students, teachers and parents',
    ],
  },
  {
    title: 'Health Care',
    summary: 'Healthy children learn better.',
    points: [
      'Satvik Aahar: simple, nutritious vegetarian food and nutrition awareness',
      'Yoga for fitness sessions for children and families',
      'Satvik Dinacharya: a healthy daily routine of sleep, food and study',
      'Guidance to exercise suited to every age',
      'Health and hygiene awareness camps in schools and villages',
    ],
  },
  {
    title: 'Women Empowerment',
    summary: 'Skills, income and confidence for women.',
    points: [
      'Hoop art mastery: a craft that becomes a source of income',
      'Entrepreneurship training to start and run a small business',
      'Self defence training for girls and women',
      'Social media awareness: using phones safely and to grow a business',
    ],
  },
  {
    title: 'National & Global Days',
    summary: 'Learning through celebration.',
    points: [
      'Independence Day and Republic Day with our students and their families',
      'National Science Day and National Space Day activities and quizzes',
      'International Yoga Day sessions open to everyone',
      'International Women’s Day, Teachers’ Day and Children’s Day',
      'World Environment Day tree planting and Safer Internet Day awareness',
    ],
  },
];
