/**
 * The menu items that lead to /coming-soon until a page is written for them (issue "content"). A published
 * page placed on one of them replaces its link; its address defaults to `/<id>` (Our Philosophy at
 * /our-philosophy). Ids are the labels in lower case with dashes, and never change once pages use them.
 */
export const menuSlots = [
  { id: 'our-philosophy', label: 'Our Philosophy', menu: 'About' },
  { id: 'financials', label: 'Financials', menu: 'About' },
  { id: 'reports', label: 'Reports', menu: 'About' },
  { id: 'education', label: 'Education', menu: 'Programs' },
  { id: 'nmms', label: 'NMMS', menu: 'Programs › Education' },
  { id: 'education-roadmap', label: 'Education Roadmap', menu: 'Programs › Education' },
  { id: 'stem', label: 'STEM', menu: 'Programs › Education' },
  { id: 'robotics', label: 'Robotics', menu: 'Programs › Education' },
  { id: 'mdrs', label: 'MDRS', menu: 'Programs › Education' },
  { id: 'jnv', label: 'JNV', menu: 'Programs › Education' },
  { id: 'health', label: 'Health', menu: 'Programs' },
  { id: 'satvik-aahar', label: 'Satvik Aahar', menu: 'Programs › Health' },
  { id: 'yoga-for-fitness', label: 'Yoga for Fitness', menu: 'Programs › Health' },
  { id: 'satvik-dinacharya', label: 'Satvik Dinacharya', menu: 'Programs › Health' },
  { id: 'guidance-to-exercise', label: 'Guidance to Exercise', menu: 'Programs › Health' },
  { id: 'women-empowerment', label: 'Women Empowerment', menu: 'Programs' },
  { id: 'hoop-art-mastery', label: 'Hoop Art Mastery', menu: 'Programs › Women Empowerment' },
  { id: 'entrepreneurship', label: 'Entrepreneurship', menu: 'Programs › Women Empowerment' },
  { id: 'self-defense', label: 'Self Defense', menu: 'Programs › Women Empowerment' },
  { id: 'social-media-awareness', label: 'Social Media Awareness', menu: 'Programs › Women Empowerment' },
  { id: 'cyber-security', label: 'Cyber Security', menu: 'Programs › Seminar/Workshop' },
  { id: 'e-content-creation', label: 'E-Content Creation', menu: 'Programs › Seminar/Workshop' },
  { id: '3d-model', label: '3D Model', menu: 'Programs › Seminar/Workshop' },
  { id: 'graphic-designing', label: 'Graphic Designing', menu: 'Programs › Seminar/Workshop' },
  { id: 'video-editing', label: 'Video Editing', menu: 'Programs › Seminar/Workshop' },
  { id: 'it-techs', label: 'IT Techs', menu: 'Programs › Seminar/Workshop' },
  { id: 'newsletters', label: 'Newsletters', menu: 'News & Stories' },
  { id: 'our-books', label: 'Our Books', menu: 'News & Stories' },
  { id: 'magazines', label: 'Magazines', menu: 'News & Stories' },
] as const;

export type MenuSlotId = (typeof menuSlots)[number]['id'];

export const menuSlotIds = menuSlots.map((slot) => slot.id) as [MenuSlotId, ...MenuSlotId[]];

/**
 * First path segments a page may not take: the site's own pages and what the server serves. A page's
 * address is a single segment, so these are all that can collide.
 */
export const reservedSlugs: readonly string[] = [
  'api',
  'assets',
  'images',
  'media',
  'documents',
  'uploads',
  'unsubscribe',
  'confirm',
  'resubscribe',
  'vision',
  'team',
  'contact-us',
  'coming-soon',
  'gallery',
  'donate',
  'volunteer-teacher',
  'join-intern',
  'volunteer-mentor',
  'participate',
  'workshops',
  'subscribe',
  'login',
  'dashboard',
  '404',
  'sitemap.xml',
  'robots.txt',
];
