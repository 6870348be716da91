import type { ComponentType } from 'react';

type Loader = () => Promise<ComponentType<never>>;

/**
 * Every island of the public pages by name, each a chunk of its own loaded when its page needs it. The
 * rest of a public page is HTML and ships no component code.
 */
export const islandLoaders = {
  'site-chrome': () => import('#client/components/layout/site-chrome.tsx').then((m) => m.SiteChrome),
  'scroll-to-top': () => import('#client/components/layout/scroll-to-top.tsx').then((m) => m.ScrollToTop),
  'hero-carousel': () => import('#client/features/home/hero-carousel.tsx').then((m) => m.HeroCarousel),
  'programs-carousel': () =>
    import('#client/features/home/programs-carousel.tsx').then((m) => m.ProgramsCarousel),
  statistics: () => import('#client/features/home/statistics-section.tsx').then((m) => m.StatisticsSection),
  'video-feed': () => import('#client/features/home/video-feed.tsx').then((m) => m.VideoFeed),
  'home-contact-form': () =>
    import('#client/features/home/home-contact-form.tsx').then((m) => m.HomeContactForm),
  'latest-notifications': () =>
    import('#client/features/notifications/latest-notifications.tsx').then((m) => m.LatestNotifications),
  'alerts-toggle': () => import('#client/features/alerts/alerts-toggle.tsx').then((m) => m.AlertsToggle),
  'collaboration-carousel': () =>
    import('#client/features/team/components/collaboration-carousel.tsx').then(
      (m) => m.CollaborationCarousel,
    ),
  'vision-tabs': () => import('#client/features/vision/components/vision-tabs.tsx').then((m) => m.VisionTabs),
  'contact-form': () =>
    import('#client/features/contact/components/contact-form.tsx').then((m) => m.ContactForm),
  'like-share': () => import('#client/features/contact/components/like-share.tsx').then((m) => m.LikeShare),
  'subscribe-box': () =>
    import('#client/features/subscribe/components/subscribe-box.tsx').then((m) => m.SubscribeBox),
  'get-involved': () =>
    import('#client/features/get-involved/components/get-involved.tsx').then((m) => m.GetInvolved),
  'interest-form': () =>
    import('#client/features/get-involved/components/interest-form.tsx').then((m) => m.InterestForm),
  gallery: () => import('#client/features/gallery/gallery.tsx').then((m) => m.Gallery),
  'your-data-form': () =>
    import('#client/features/your-data/components/your-data-form.tsx').then((m) => m.YourDataForm),
} satisfies Record<string, Loader>;

export type IslandName = keyof typeof islandLoaders;
