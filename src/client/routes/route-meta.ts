/**
 * Title, description and indexing of every route, read by the prerenderer (HTML head, sitemap) and by
 * the browser on navigation, so both always agree.
 */
export interface RouteMeta {
  path: string;
  title: string;
  description: string;
  /** Listed in sitemap.xml and open to search engines. */
  indexed: boolean;
}

const SITE = 'Gurukul';

export const routeMeta: RouteMeta[] = [
  {
    path: '/',
    title: `${SITE} – Education, health and women empowerment for every child`,
    description:
      'A non-profit gurukul supporting children’s education and holistic development: free tuition, spoken English, space shows, cyber security awareness, health and women empowerment programmes.',
    indexed: true,
  },
  {
    path: '/vision',
    title: `Vision & Mission – ${SITE}`,
    description:
      'Our vision of holistic development and the mission behind our education, health and women-empowerment work.',
    indexed: true,
  },
  {
    path: '/team',
    title: `Our Team – ${SITE}`,
    description:
      'Meet the founder, directors, advisors, volunteers and staff who make our programmes happen.',
    indexed: true,
  },
  {
    path: '/contact-us',
    title: `Contact Us – ${SITE}`,
    description: 'Write to us, call us or visit our office. We answer every message.',
    indexed: true,
  },
  {
    path: '/coming-soon',
    title: `Coming Soon – ${SITE}`,
    description: 'This page is being prepared. Please check back soon.',
    indexed: false,
  },
  {
    path: '/gallery',
    title: `Gallery – ${SITE}`,
    description:
      'Photos and videos from our ISRO space shows, free spoken English classes and cyber security sessions in government schools.',
    indexed: true,
  },
  {
    path: '/donate',
    title: `Donate & Get Involved – ${SITE}`,
    description:
      'Sponsor a child, a school kit or books and study materials, or give money to support our programmes.',
    indexed: true,
  },
  {
    path: '/volunteer-teacher',
    title: `Volunteer as a Teacher – ${SITE}`,
    description:
      'Teach spoken English, mathematics, science or computers to government school children as a volunteer.',
    indexed: true,
  },
  {
    path: '/join-intern',
    title: `Join as an Intern – ${SITE}`,
    description:
      'Intern with us in teaching, content creation, design, outreach or technology and learn by doing.',
    indexed: true,
  },
  {
    path: '/volunteer-mentor',
    title: `Volunteer as a Mentor – ${SITE}`,
    description: 'Mentor a group of 10-12 students and guide them through school, exams and career choices.',
    indexed: true,
  },
  {
    path: '/participate',
    title: `Participate – ${SITE}`,
    description:
      'Take part in our workshops, competitions, awareness drives and national and global day celebrations.',
    indexed: true,
  },
  {
    path: '/workshops',
    title: `Workshops – ${SITE}`,
    description:
      'Workshops for college students, school students, senior citizens, homemakers and craftspeople.',
    indexed: true,
  },
  {
    path: '/subscribe',
    title: `Subscribe – ${SITE}`,
    description: 'Subscribe to our updates and hear about our latest news and events.',
    indexed: true,
  },
  {
    path: '/login',
    title: `Administrator login – ${SITE}`,
    description: 'Sign in to the administrator dashboard.',
    indexed: false,
  },
  {
    path: '/dashboard',
    title: `Dashboard – ${SITE}`,
    description: 'Administrator dashboard.',
    indexed: false,
  },
  {
    path: '/404',
    title: `Page not found – ${SITE}`,
    description: 'The page you were looking for does not exist.',
    indexed: false,
  },
];

export function metaFor(pathname: string): RouteMeta {
  const normalized = pathname.replace(/\/+$/, '') || '/';
  return (
    routeMeta.find((route) => route.path === normalized) ?? routeMeta.find((route) => route.path === '/404')!
  );
}
