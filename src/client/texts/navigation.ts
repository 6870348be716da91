import { menuSlots } from '#shared/content/menu-slots';
import type { PageLink } from '#shared/content/site-content';

/**
 * The whole menu of the site (SPEC "Navigation bar"), as data. Items without a page of their own lead to
 * /coming-soon until that page exists; plain-text items are shown but are not links.
 */
export type NavLeaf =
  | { kind: 'link'; label: string; to: string }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'text'; label: string };

export interface NavGroup {
  kind: 'group';
  label: string;
  to: string;
  items: NavLeaf[];
}

export type NavChild = NavLeaf | NavGroup;

export interface NavItem {
  id: string;
  label: string;
  /** Top-level link; a top-level item with children opens a dropdown instead. */
  to?: string;
  children?: NavChild[];
}

export const COMING_SOON = '/coming-soon';

/** The organisation's blog, hosted outside the site. */
export const BLOG_URL = 'https://blog.gurukul.example.org/';

const soon = (label: string): NavLeaf => ({ kind: 'link', label, to: COMING_SOON });
const page = (label: string, to: string): NavLeaf => ({ kind: 'link', label, to });
const text = (label: string): NavLeaf => ({ kind: 'text', label });

export const navigation: NavItem[] = [
  { id: 'home', label: 'Home', to: '/' },
  {
    id: 'about',
    label: 'About',
    children: [
      page('Vision & Mission', '/vision'),
      soon('Our Philosophy'),
      page('Team', '/team'),
      soon('Financials'),
      soon('Reports'),
      page('Contact Us', '/contact-us'),
    ],
  },
  {
    id: 'programs',
    label: 'Programs',
    children: [
      {
        kind: 'group',
        label: 'Education',
        to: COMING_SOON,
        items: ['NMMS', 'Education Roadmap', 'STEM', 'Robotics', 'MDRS', 'JNV'].map(soon),
      },
      {
        kind: 'group',
        label: 'Health',
        to: COMING_SOON,
        items: ['Satvik Aahar', 'Yoga for Fitness', 'Satvik Dinacharya', 'Guidance to Exercise'].map(soon),
      },
      {
        kind: 'group',
        label: 'Women Empowerment',
        to: COMING_SOON,
        items: ['Hoop Art Mastery', 'Entrepreneurship', 'Self Defense', 'Social Media Awareness'].map(soon),
      },
      {
        kind: 'group',
        label: 'Seminar/Workshop',
        to: '/workshops',
        items: [
          'Cyber Security',
          'E-Content Creation',
          '3D Model',
          'Graphic Designing',
          'Video Editing',
          'IT Techs',
        ].map(soon),
      },
    ],
  },
  { id: 'gallery', label: 'Gallery', to: '/gallery' },
  {
    id: 'donate',
    label: 'Donate',
    children: [
      // Each opens its own pledge form on /donate (the action's id is the fragment).
      page('Sponsor a child', '/donate#sponsor-a-child'),
      page('Sponsor a school kit', '/donate#sponsor-a-school-kit'),
      page('Sponsor Books and Study materials', '/donate#sponsor-books-and-study-materials'),
      page('Way to Give (Money)', '/donate#way-to-give-money'),
    ],
  },
  {
    id: 'get-involved',
    label: 'Get Involved',
    children: [
      page('Volunteer as a Teacher', '/volunteer-teacher'),
      page('Join as an Intern', '/join-intern'),
      page('Volunteer as a Mentor', '/volunteer-mentor'),
      text('CSR Collaborations'),
      text('Career'),
      text('Partner with us'),
    ],
  },
  { id: 'participate', label: 'Participate', to: '/participate' },
  {
    id: 'news',
    label: 'News & Stories',
    children: [
      { kind: 'external', label: 'Blogs', href: BLOG_URL },
      page('Notification', '/#notifications'),
      soon('Newsletters'),
      soon('Our Books'),
      soon('Magazines'),
    ],
  },
];

/**
 * The menu with the pages the administrator published: an item that has a page (Our Philosophy on
 * /our-philosophy) links to it, the others keep leading to /coming-soon.
 */
export function navigationWith(pages: PageLink[], items: NavItem[] = navigation): NavItem[] {
  const pageOf = new Map<string, string>(
    pages.flatMap((page) => {
      const slot = menuSlots.find((candidate) => candidate.id === page.menuSlot);
      return slot ? [[slot.label, `/${page.slug}`] as const] : [];
    }),
  );
  if (pageOf.size === 0) return items;
  const follow = <T extends { label: string; to?: string }>(item: T): T =>
    item.to === COMING_SOON && pageOf.has(item.label) ? { ...item, to: pageOf.get(item.label)! } : item;
  return items.map((item) => ({
    ...item,
    children: item.children?.map((child) =>
      child.kind === 'group'
        ? { ...follow(child), items: child.items.map((leaf) => (leaf.kind === 'link' ? follow(leaf) : leaf)) }
        : child.kind === 'link'
          ? follow(child)
          : child,
    ),
  }));
}
