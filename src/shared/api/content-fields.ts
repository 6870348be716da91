/** Paths, limits and texts of the site-content API, without zod: public pages may import them (decision 005). */

export const contentPaths = {
  statistics: '/api/content/statistics',
  slides: '/api/content/slides',
  programmes: '/api/content/programmes',
  testimonials: '/api/content/testimonials',
  videos: '/api/content/videos',
  missionAreas: '/api/content/mission-areas',
  collaborations: '/api/content/collaborations',
  missionCards: '/api/content/mission-cards',
  site: '/api/content/site',
  about: '/api/content/about',
  vision: '/api/content/vision',
  team: '/api/content/team',
  teamMember: (id: number | string) => `/api/content/team/${id}`,
  /** Published pages, for visitors. */
  pages: '/api/content/pages',
  /** Every page with its status, for the dashboard. */
  allPages: '/api/content/pages/all',
  page: (id: number | string) => `/api/content/pages/${id}`,
  pageBySlug: (slug: string) => `/api/content/pages/by-slug/${slug}`,
  revisions: (id: number | string) => `/api/content/pages/${id}/revisions`,
  documents: '/api/content/documents',
  document: (id: number | string) => `/api/content/documents/${id}`,
  /** The PDF itself: public while its page is visible, always for the administrator. */
  documentFile: (id: number | string) => `/api/content/documents/${id}/file`,
  restore: (id: number | string, revisionId: number | string) =>
    `/api/content/pages/${id}/revisions/${revisionId}/restore`,
  /** One earlier save's texts, to read before restoring it. */
  revision: (id: number | string, revisionId: number | string) =>
    `/api/content/pages/${id}/revisions/${revisionId}`,
} as const;

export const contentLimits = {
  statistics: 12,
  statisticLabel: 60,
  statisticValue: 100_000_000,
  teamMembers: 200,
  name: 120,
  role: 160,
  qualification: 200,
  url: 500,
  pageTitle: 200,
  pageSummary: 300,
  /** A page body is HTML; 200 KB is a long report's worth of text. */
  pageBody: 200_000,
  slug: 80,
  shortText: 200,
  longText: 1000,
  listItems: 24,
  points: 12,
  /** Testimonials are rated out of this many stars. */
  rating: 5,
} as const;

/**
 * The YouTube video id of a link as people copy it (`youtube.com/watch?v=…`, `youtu.be/…`,
 * `youtube.com/shorts/…`), or null when it is not a YouTube video link.
 */
export function youtubeIdOf(link: string): string | null {
  if (!URL.canParse(link)) return null;
  const url = new URL(link);
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^(www|m)\./, '');
  const id =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? url.pathname === '/watch'
          ? url.searchParams.get('v')
          : /^\/(?:shorts|embed)\/([^/]+)$/.exec(url.pathname)?.[1]
        : null;
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
}

/** The six networks of the social links bar (SPEC), in the order shown. */
export const socialNetworks = [
  'facebook',
  'instagram',
  'whatsapp',
  'youtube',
  'telegram',
  'linkedin',
] as const;
/** The pictures a home page mission card can show. */
export const missionIcons = ['exam', 'english', 'space', 'shield'] as const;
export type MissionIconName = (typeof missionIcons)[number];

export type SocialNetwork = (typeof socialNetworks)[number];

/** Field names of the document upload form (multipart). */
export const documentFields = { file: 'file', title: 'title', year: 'year', pageId: 'pageId' } as const;

export const teamSections = ['founder', 'directors', 'advisory', 'volunteers', 'staff'] as const;
export type TeamSection = (typeof teamSections)[number];

/** How the dashboard names each section (the headings of /team). */
export const teamSectionLabels: Record<TeamSection, string> = {
  founder: 'Founder',
  directors: 'Directors',
  advisory: 'Advisory Members',
  volunteers: 'Volunteering Members',
  staff: 'Staff Members',
};

export const pageStatuses = ['draft', 'published', 'scheduled'] as const;
/**
 * A page is a plain page or a programme's page (NMMS, Yoga for Fitness...): a programme's page ends with
 * an Expression of Interest form and is listed in the home page's programmes carousel.
 */
export const pageKinds = ['page', 'programme'] as const;
export type PageKind = (typeof pageKinds)[number];
export type PageStatus = (typeof pageStatuses)[number];

/**
 * The languages a page is written in besides English (`?lang=` of the page endpoints), as the public site's
 * addresses name them (/kn/our-philosophy). English is the page itself: no `lang`.
 */
export const pageLanguages = ['kn', 'hi', 'mr'] as const;
export type PageLanguage = (typeof pageLanguages)[number];
/** A page's texts that have a version per language; everything else (address, status, kind...) is the page's. */
export const pageTextFields = ['title', 'summary', 'body'] as const;
export type PageTextField = (typeof pageTextFields)[number];

/** Lower-case words joined by single dashes: `our-philosophy`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const contentMessages = {
  saved: 'Saved',
  deleted: 'Deleted',
  restored: 'The earlier version is back.',
  labelRequired: 'Please give each figure a label.',
  tooManyFigures: `At most ${contentLimits.statistics} figures fit on the home page.`,
  valueInvalid: 'Each figure must be a whole number of 0 or more.',
  nameRequired: 'Please enter the name.',
  roleRequired: 'Please enter the role.',
  invalidUrl: 'Please enter a full web address starting with https://',
  invalidPicture: 'Please choose a picture from the media library.',
  memberNotFound: 'This person is no longer on the team.',
  titleRequired: 'Please give the page a title.',
  slugInvalid: 'The address may use only small letters, digits and single dashes, like our-philosophy.',
  slugReserved: 'This address is already used by another part of the site.',
  slugTaken: 'Another page already has this address.',
  publishAtRequired: 'Please choose when the page should be published.',
  publishAtInvalid: 'Please choose a valid date and time.',
  pageNotFound: 'This page does not exist.',
  textRequired: 'Please fill in this text.',
  altRequired: 'Please describe the picture for people who cannot see it.',
  ratingInvalid: 'The rating is a whole number from 1 to 5.',
  youtubeInvalid: 'Please paste the link of a YouTube video, like https://www.youtube.com/watch?v=…',
  dateInvalid: 'Please enter the date as YYYY-MM-DD.',
  durationInvalid: 'Please enter the length as minutes:seconds, like 4:12.',
  linkInvalid: 'Please enter a page of this site (starting with /) or a full address starting with https://',
  emailInvalid: 'Please enter a valid email address.',
  phoneInvalid: 'Please enter phone numbers with digits, spaces and + only.',
  postcodeInvalid: 'Please enter the 6-digit PIN code.',
  documentFileRequired: 'Please choose the PDF file to upload.',
  documentNotPdf: 'Only PDF files can be attached to a page.',
  documentNotFound: 'This document does not exist.',
  yearInvalid: 'Please enter a year like 2025, or leave it empty.',
  tooManyItems: `At most ${contentLimits.listItems} items.`,
  revisionNotFound: 'This version of the page does not exist.',
  languageInvalid: 'The language (lang) must be kn, hi or mr; leave it out for English.',
  pageBodyTooLong:
    `The page text is too long: it may keep at most ${contentLimits.pageBody} characters, and the signs ` +
    '<, > and & count as several each. Please shorten it or split it into two pages.',
} as const;
