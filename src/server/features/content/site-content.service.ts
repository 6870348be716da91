import type { Db } from '#server/db/database';
import { publicAddress, type FileStorage } from '#server/storage/storage';
import { listMedia } from '#server/features/media/media.service';
import { categoryNames } from '#server/features/media/media-categories.service';
import { listOfferedAudiences } from '#server/features/subscriptions/audiences.service';
import type { PublicPage } from '#shared/api/content';
import type { MediaPage } from '#shared/api/media';
import { GALLERY_PAGE_SIZE } from '#shared/api/media-fields';
import type { SiteContent } from '#shared/content/site-content';
import { publicMenus } from '#shared/content/menus';
import { PRIVACY_PAGE_SLUG } from '#shared/privacy/consent';
import { getList, getSingle, listTeam } from './content.service.ts';
import { getRenderablePage, listVisiblePages } from './pages.service.ts';
import { nextPublishTime } from './pages.repository.ts';

export interface RenderableSite {
  content: SiteContent;
  /**
   * Every page visitors can open now, with its body and documents, and (`translations`) its texts in each
   * other language where written.
   */
  pages: PublicPage[];
  /** The first page of the gallery's All, drawn into /gallery's HTML. */
  gallery: MediaPage;
  /** When a scheduled page appears next: the site must be rendered again then. */
  nextChange: string | null;
}

/** Everything the public pages show, read in one go for rendering them. */
export async function loadRenderableSite(
  db: Db,
  now = new Date(),
  storage?: FileStorage,
): Promise<RenderableSite> {
  const links = await listVisiblePages(db, now);
  const [content, pages, gallery] = await Promise.all([
    allOf({
      site: getSingle(db, 'site'),
      about: getSingle(db, 'about'),
      vision: getSingle(db, 'vision'),
      statistics: getList(db, 'statistics'),
      slides: getList(db, 'slides'),
      programmes: getList(db, 'programmes'),
      testimonials: getList(db, 'testimonials'),
      videos: getList(db, 'videos'),
      missionAreas: getList(db, 'missionAreas'),
      collaborations: getList(db, 'collaborations'),
      missionCards: getList(db, 'missionCards'),
      team: listTeam(db),
      menus: getSingle(db, 'menus'),
      galleryCategories: categoryNames(db),
      audiences: listOfferedAudiences(db),
    }),
    Promise.all(links.map((link) => getRenderablePage(db, link.slug, now, storage))),
    listMedia(db, {
      includeUnpublished: false,
      limit: GALLERY_PAGE_SIZE,
      address: storage && ((sitePath) => publicAddress(storage, sitePath)),
    }),
  ]);
  return {
    content: {
      ...content,
      menus: publicMenus(content.menus, new Set(links.map((link) => link.slug))),
      pages: links.map(({ slug, title, summary, kind, picture }) => ({
        slug,
        title,
        summary,
        kind,
        picture,
      })),
      privacyNoticeVersion: pages.find((page) => page.slug === PRIVACY_PAGE_SLUG)?.publishedAt ?? null,
    },
    pages,
    gallery,
    nextChange: await nextPublishTime(db, now.toISOString()),
  };
}

/** Waits for every promise of an object and gives the object of their values, under the same names. */
async function allOf<T extends Record<string, Promise<unknown>>>(
  promises: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const entries = await Promise.all(
    Object.entries(promises).map(async ([name, promise]) => [name, await promise] as const),
  );
  return Object.fromEntries(entries) as { [K in keyof T]: Awaited<T[K]> };
}
