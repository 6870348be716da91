/**
 * The route table: every route's page module, title, description and indexing, read by the router
 * (routes.tsx), by the prerenderer (HTML head, the page's chunk through Vite's manifest, sitemap) and by
 * the browser on navigation, so all of them always agree. Plain data: the prerenderer imports it as is.
 */
export interface RouteMeta {
  path: string;
  title: string;
  description: string;
  /** Listed in sitemap.xml and open to search engines. */
  indexed: boolean;
  /** The page's module in src/client/routes/, loaded as a chunk of its own. */
  page: `${string}-page.tsx`;
  /** Drawn without the public header, sidebar and footer. */
  bare?: boolean;
  /**
   * Part of the administrator's single-page app (whole React tree, TanStack Query); every other route is a
   * public page of HTML with islands (decision 011).
   */
  app?: boolean;
}

import { comingSoonPathOf } from '#shared/content/menus';

const SITE = 'Gurukul';

export const routeMeta: RouteMeta[] = [
  {
    path: '/',
    page: 'home-page.tsx',
    title: `${SITE} – Education, health and women empowerment for every child`,
    description:
      'A non-profit gurukul supporting children’s education and holistic development: free tuition, spoken English, space shows, cyber security awareness, health and women empowerment programmes.',
    indexed: true,
  },
  {
    path: '/vision',
    page: 'vision-page.tsx',
    title: `Vision & Mission – ${SITE}`,
    description:
      'Our vision of holistic development and the mission behind our education, health and women-empowerment work.',
    indexed: true,
  },
  {
    path: '/team',
    page: 'team-page.tsx',
    title: `Our Team – ${SITE}`,
    description:
      'Meet the founder, directors, advisors, volunteers and staff who make our programmes happen.',
    indexed: true,
  },
  {
    path: '/contact-us',
    page: 'contact-page.tsx',
    title: `Contact Us – ${SITE}`,
    description: 'Write to us, call us or visit our office. We answer every message.',
    indexed: true,
  },
  {
    path: '/coming-soon',
    page: 'coming-soon-page.tsx',
    title: `Coming Soon – ${SITE}`,
    description: 'This page is being prepared. Please check back soon.',
    indexed: false,
  },
  {
    path: '/gallery',
    page: 'gallery-page.tsx',
    title: `Gallery – ${SITE}`,
    description:
      'Photos and videos from our ISRO space shows, free spoken English classes and cyber security sessions in government schools.',
    indexed: true,
  },
  {
    path: '/donate',
    page: 'donate-page.tsx',
    title: `Donate & Get Involved – ${SITE}`,
    description:
      'Sponsor a child, a school kit or books and study materials, or give money to support our programmes.',
    indexed: true,
  },
  {
    path: '/volunteer-teacher',
    page: 'volunteer-teacher-page.tsx',
    title: `Volunteer as a Teacher – ${SITE}`,
    description:
      'Teach spoken English, mathematics, science or computers to government school children as a volunteer.',
    indexed: true,
  },
  {
    path: '/join-intern',
    page: 'join-intern-page.tsx',
    title: `Join as an Intern – ${SITE}`,
    description:
      'Intern with us in teaching, content creation, design, outreach or technology and learn by doing.',
    indexed: true,
  },
  {
    path: '/volunteer-mentor',
    page: 'volunteer-mentor-page.tsx',
    title: `Volunteer as a Mentor – ${SITE}`,
    description: 'Mentor a group of 10-12 students and guide them through school, exams and career choices.',
    indexed: true,
  },
  {
    path: '/participate',
    page: 'participate-page.tsx',
    title: `Participate – ${SITE}`,
    description:
      'Take part in our workshops, competitions, awareness drives and national and global day celebrations.',
    indexed: true,
  },
  {
    path: '/workshops',
    page: 'workshops-page.tsx',
    title: `Workshops – ${SITE}`,
    description:
      'Workshops for college students, school students, senior citizens, homemakers and craftspeople.',
    indexed: true,
  },
  {
    path: '/subscribe',
    page: 'subscribe-page.tsx',
    title: `Subscribe – ${SITE}`,
    description: 'Subscribe to our updates and hear about our latest news and events.',
    indexed: true,
  },
  {
    path: '/your-data',
    page: 'your-data-page.tsx',
    title: `Your data – ${SITE}`,
    description:
      'Ask to see, correct or erase what we keep about your e-mail address, confirmed by a link we mail to it.',
    indexed: true,
  },
  {
    path: '/login',
    page: 'login-page.tsx',
    app: true,
    title: `Administrator login – ${SITE}`,
    description: 'Sign in to the administrator dashboard.',
    indexed: false,
  },
  {
    path: '/forgot-password',
    page: 'forgot-password-page.tsx',
    app: true,
    title: `Forgot your password? – ${SITE}`,
    description: 'Ask for a link to choose a new password for the dashboard.',
    indexed: false,
  },
  {
    path: '/reset-password',
    page: 'reset-password-page.tsx',
    app: true,
    title: `Choose a new password – ${SITE}`,
    description: 'Choose a new password for the dashboard with the link from your mail.',
    indexed: false,
  },
  {
    path: '/confirm-email',
    page: 'confirm-email-page.tsx',
    app: true,
    title: `Confirm your new e-mail address – ${SITE}`,
    description: 'Confirm the new e-mail address of your dashboard account.',
    indexed: false,
  },
  {
    path: '/invitation',
    page: 'invitation-page.tsx',
    app: true,
    title: `Join the dashboard – ${SITE}`,
    description: 'Accept an invitation to the dashboard and choose your password.',
    indexed: false,
  },
  {
    path: '/dashboard',
    page: 'dashboard-page.tsx',
    bare: true,
    app: true,
    title: `Dashboard – ${SITE}`,
    description: 'Administrator dashboard.',
    indexed: false,
  },
  {
    path: '/offline',
    page: 'offline-page.tsx',
    title: `You are offline – ${SITE}`,
    description: 'The pages saved on this phone, when there is no connection.',
    indexed: false,
  },
  {
    path: '/404',
    page: 'not-found-page.tsx',
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

/** The head of a page written in the dashboard: its title, and its summary as the description. */
export function writtenPageMeta(page: { slug: string; title: string; summary: string }): RouteMeta {
  return {
    path: `/${page.slug}`,
    page: 'written-page.tsx',
    title: `${page.title} – ${SITE}`,
    description: page.summary || `${page.title}, from ${SITE}.`,
    indexed: true,
  };
}

/** The head of the Coming Soon page that names a menu item with nothing behind it yet. */
export function comingSoonMeta(entry: { id: string; label: string }): RouteMeta {
  return {
    path: comingSoonPathOf(entry.id),
    page: 'coming-soon-page.tsx',
    title: `${entry.label}: Coming Soon – ${SITE}`,
    description: `Our page on ${entry.label} is being prepared. Please check back soon.`,
    indexed: false,
  };
}

/** Where Vite's manifest lists a route's page chunk. */
export const pageModulePath = (route: RouteMeta) => `src/client/routes/${route.page}`;
