import type { MissionArea } from '../../api/content.ts';

/** The four areas of the Mission tab of /vision, with their bullet points. */
export const defaultMissionAreas: MissionArea[] = [
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
