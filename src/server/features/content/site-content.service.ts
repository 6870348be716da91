import type { Db } from '#server/db/database';
import { publicAddress, type FileStorage } from '#server/storage/storage';
import { listMedia } from '#server/features/media/media.service';
import { categoryNames } from '#server/features/media/media-categories.service';
import { listOfferedAudiences } from '#server/features/subscriptions/audiences.service';
import { listNotifications } from '#server/features/notifications/notifications.service';
import type { PublicPage } from '#shared/api/content';
import type { MediaPage } from '#shared/api/media';
import { GALLERY_PAGE_SIZE } from '#shared/api/media-fields';
import type { DrawnNotifications } from '#shared/api/notifications';
import { HOME_NOTIFICATIONS_LIMIT } from '#shared/constants';
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
  /** The home page's latest notifications, drawn into its HTML in every language. */
  notifications: DrawnNotifications;
  /**
   * When the pages change next by themselves: a scheduled page appears, or the drawn notifications' days
   * ago turn (midnight UTC). The site must be rendered again then.
   */
  nextChange: string | null;
}

/** Everything the public pages show, read in one go for rendering them. */
export async function loadRenderableSite(
  db: Db,
  now = new Date(),
  storage?: FileStorage,
): Promise<RenderableSite> {
  const links = await listVisiblePages(db, now);
  const [content, pages, gallery, notifications] = await Promise.all([
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
    // As the public endpoint answers the home page: the same newest, in the same order.
    listNotifications(db, HOME_NOTIFICATIONS_LIMIT),
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
    notifications: { items: notifications, at: now.toISOString().slice(0, 10) },
    nextChange: earliest(
      await nextPublishTime(db, now.toISOString()),
      notifications.length > 0 ? nextUtcMidnight(now) : null,
    ),
  };
}

/** The next midnight UTC after `now`, when every drawn 'Today' becomes '1 day ago' (UTC calendar days). */
function nextUtcMidnight(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString();
}

/** The earlier of two ISO times, either of which may be missing. */
function earliest(a: string | null, b: string | null): string | null {
  if (a === null || b === null) return a ?? b;
  return Date.parse(a) <= Date.parse(b) ? a : b;
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
