import type { Db } from '#server/db/database';
import type { PublicPage } from '#shared/api/content';
import type { SiteContent } from '#shared/content/site-content';
import { getList, getSingle, listTeam } from './content.service.ts';
import { getVisiblePage, listVisiblePages } from './pages.service.ts';
import { nextPublishTime } from './pages.repository.ts';

export interface RenderableSite {
  content: SiteContent;
  /** Every page visitors can open now, with its body and documents. */
  pages: PublicPage[];
  /** When a scheduled page appears next: the site must be rendered again then. */
  nextChange: string | null;
}

/** Everything the public pages show, read in one go for rendering them. */
export async function loadRenderableSite(db: Db, now = new Date()): Promise<RenderableSite> {
  const links = await listVisiblePages(db, now);
  const [
    site,
    about,
    vision,
    statistics,
    slides,
    programmes,
    testimonials,
    videos,
    missionAreas,
    collaborations,
    missionCards,
    team,
  ] = await Promise.all([
    getSingle(db, 'site'),
    getSingle(db, 'about'),
    getSingle(db, 'vision'),
    getList(db, 'statistics'),
    getList(db, 'slides'),
    getList(db, 'programmes'),
    getList(db, 'testimonials'),
    getList(db, 'videos'),
    getList(db, 'missionAreas'),
    getList(db, 'collaborations'),
    getList(db, 'missionCards'),
    listTeam(db),
  ]);
  const pages = await Promise.all(links.map((link) => getVisiblePage(db, link.slug, now)));
  return {
    content: {
      site,
      about,
      vision,
      statistics,
      slides,
      programmes,
      testimonials,
      videos,
      missionAreas,
      collaborations,
      missionCards,
      team,
      pages: links.map(({ slug, title, menuSlot, summary }) => ({ slug, title, menuSlot, summary })),
    },
    pages,
    nextChange: await nextPublishTime(db, now.toISOString()),
  };
}
