import type { interestRoles } from '#shared/api/inbox';
import { MENTOR_GROUP_SIZE } from '#shared/constants';

/** The three Get Involved pages: what the volunteer does, how much time it takes and how to start. */
export interface VolunteerRole {
  /** The role preselected in the Expression of Interest form. */
  role: (typeof interestRoles)[number];
  title: string;
  lead: string;
  image: string;
  tasks: { title: string; items: string[] };
  time: { title: string; items: string[] };
  fit: { title: string; items: string[] };
  steps: { title: string; items: string[] };
}

export const volunteerRoles = {
  teacher: {
    role: 'teacher',
    title: 'Volunteer as a Teacher',
    lead: 'Share what you know with children who have no one else to ask. Our volunteer teachers take evening and weekend classes for government school students, in person or online.',
    image: '/images/pages/volunteer-teacher.svg',
    tasks: {
      title: 'What you will do',
      items: [
        'Teach mathematics, science or English to a small class of children from classes 5 to 10',
        'Run free spoken English classes with games, stories and conversation practice',
        'Coach students for the NMMS scholarship and the JNV and residential school entrance exams',
        'Help with a space show, a cyber security session or a science day in a government school',
      ],
    },
    time: {
      title: 'Time commitment',
      items: [
        'Two hours a week, for at least one school term (about four months)',
        'Classes on weekday evenings or weekend mornings; online classes are possible',
        'A two-hour orientation before your first class',
      ],
    },
    fit: {
      title: 'Who can join',
      items: [
        'Students, working professionals, teachers and retired people',
        'Comfortable in Kannada, English, Hindi or Marathi',
        'Patient, punctual and happy to work with children',
      ],
    },
    steps: {
      title: 'How to start',
      items: [
        'Fill in the Expression of Interest form below.',
        'We call you within a week to talk about subjects, days and places.',
        'Attend the orientation and sit in on a class.',
        'Take your first class with a coordinator beside you.',
      ],
    },
  },
  intern: {
    role: 'intern',
    title: 'Join as an Intern',
    lead: 'Learn by doing real work that matters. Our interns plan programmes, create content, build technology and meet the children and families we serve.',
    image: '/images/pages/intern.svg',
    tasks: {
      title: 'What you will do',
      items: [
        'Plan and run workshops and awareness drives with our programme team',
        'Create e-content: posters, short videos and social media posts in local languages',
        'Support our technology work: the website, data on student progress, cyber security sessions',
        'Document our work with photos, stories and simple reports for donors',
      ],
    },
    time: {
      title: 'Time commitment',
      items: [
        'Six to twelve weeks, full time or part time (at least 15 hours a week)',
        'Summer and winter internships for college students',
        'A certificate and a letter describing your work at the end',
      ],
    },
    fit: {
      title: 'Who can join',
      items: [
        'College students and recent graduates of any discipline',
        'Social work, education, design, media, computer science and commerce students are especially welcome',
        'A letter from your college if your course requires one',
      ],
    },
    steps: {
      title: 'How to start',
      items: [
        'Fill in the Expression of Interest form below and tell us what you study.',
        'We invite you to a short conversation and agree on a project.',
        'You start with an orientation at our office or online.',
      ],
    },
  },
  mentor: {
    role: 'mentor',
    title: 'Volunteer as a Mentor',
    lead: `Be the guide a child needs. Our mentors work with small groups of ${MENTOR_GROUP_SIZE} students per mentor and stay with them through a whole school year.`,
    image: '/images/pages/mentor.svg',
    tasks: {
      title: 'What you will do',
      items: [
        `Meet your group of ${MENTOR_GROUP_SIZE} students regularly and follow how each of them is doing`,
        'Help them set goals, plan their studies and prepare for exams',
        'Talk about careers, courses and scholarships, and help families understand the choices',
        'Encourage reading, healthy routines and safe use of phones and the internet',
      ],
    },
    time: {
      title: 'Time commitment',
      items: [
        'One hour a week with your group, in person or online',
        'One school year (June to March), so the children can rely on you',
        'A short monthly call with our coordinator',
      ],
    },
    fit: {
      title: 'Who can join',
      items: [
        'Working professionals, teachers, retired people and senior college students',
        'Good listeners who keep their promises',
        'Willing to follow our child protection guidelines',
      ],
    },
    steps: {
      title: 'How to start',
      items: [
        'Fill in the Expression of Interest form below.',
        'We call you, talk about your experience and verify your identity.',
        'Attend a mentor orientation on child protection and guidance.',
        `Meet your group of ${MENTOR_GROUP_SIZE} students.`,
      ],
    },
  },
} satisfies Record<string, VolunteerRole>;
