import type { MissionCard } from '../../api/content.ts';

/** The cards of the home page's "Our Mission" section. */
export const defaultMissionCards: MissionCard[] = [
  {
    icon: 'exam',
    title: 'Entrance Exam Training',
    text: 'Coaching for residential school entrance exams such as JNV, MDRS and NMMS, so talent is never held back by fees.',
  },
  {
    icon: 'english',
    title: 'Free Spoken English',
    text: 'Free English spoken classes for government school children, building the confidence to speak up anywhere.',
  },
  {
    icon: 'space',
    title: 'Indian Space Show',
    text: 'A travelling show on India’s space journey that sparks curiosity about science, rockets and the stars.',
  },
  {
    icon: 'shield',
    title: 'Cyber Security Awareness',
    text: 'Sessions in schools on safe passwords, online fraud and privacy, for children and their parents.',
  },
];
