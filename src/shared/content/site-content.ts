import type {
  About,
  Collaboration,
  MissionArea,
  MissionCard,
  Programme,
  PublicPageListItem,
  SiteDetails,
  Slide,
  Statistic,
  TeamMember,
  Testimonial,
  Video,
  Vision,
} from '../api/content.ts';
import {
  defaultAbout,
  defaultCollaborations,
  defaultMissionAreas,
  defaultMissionCards,
  defaultProgrammes,
  defaultSiteDetails,
  defaultSlides,
  defaultStatistics,
  defaultTeam,
  defaultTestimonials,
  defaultVideos,
  defaultVision,
} from './defaults/index.ts';
import { defaultMenus } from './defaults/menus.ts';
import { defaultGalleryCategories } from './gallery-categories.ts';
import type { Menus } from './menus.ts';
import { defaultOfferedAudiences, type AudienceChoice } from './audiences.ts';

/** A published page as the menu and the sitemap know it. */
export type PageLink = Pick<PublicPageListItem, 'slug' | 'title' | 'summary' | 'kind' | 'picture'>;

/**
 * Everything the public pages show that the administrator edits (decision 009): what the server renders
 * the pages with, and what each rendered page carries for the browser to hydrate with the same content.
 */
export interface SiteContent {
  site: SiteDetails;
  about: About;
  vision: Vision;
  statistics: Statistic[];
  slides: Slide[];
  programmes: Programme[];
  testimonials: Testimonial[];
  videos: Video[];
  missionAreas: MissionArea[];
  collaborations: Collaboration[];
  missionCards: MissionCard[];
  team: TeamMember[];
  /** The menus as visitors see them (publicMenus): hidden items left out. */
  menus: Menus;
  /** The pages visitors can open now, for the sitemap. */
  pages: PageLink[];
  /** The audiences the subscribe form offers, in order. */
  audiences: AudienceChoice[];
  /** The gallery's categories in the order of its filter buttons (after All), as the administrator keeps them. */
  galleryCategories: string[];
  /** The version of the Privacy page the forms' notice links to (its publish time); null while it has none. */
  privacyNoticeVersion?: string | null;
}

/** What a fresh install shows: the site as it was built, before any change in the dashboard. */
export const defaultSiteContent: SiteContent = {
  site: defaultSiteDetails,
  about: defaultAbout,
  vision: defaultVision,
  statistics: defaultStatistics,
  slides: defaultSlides,
  programmes: defaultProgrammes,
  testimonials: defaultTestimonials,
  videos: defaultVideos,
  missionAreas: defaultMissionAreas,
  collaborations: defaultCollaborations,
  missionCards: defaultMissionCards,
  team: defaultTeam.map((member, index) => ({
    id: index + 1,
    qualification: '',
    qualification2: '',
    linkedin: '',
    ...member,
  })),
  menus: defaultMenus,
  pages: [],
  audiences: defaultOfferedAudiences,
  galleryCategories: [...defaultGalleryCategories],
};

/** A file of the rendered site, by its path below the site's folder: `team/index.html`, `sitemap.xml`. */
export interface RenderedFile {
  path: string;
  body: string;
}
