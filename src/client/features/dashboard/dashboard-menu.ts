import { siteContentTitles as site } from '#shared/content/list-editor-texts';
import { menusTexts } from '#client/features/menus-admin/menus-texts.ts';
import { audiencesTexts } from '#client/features/audiences/audiences-texts.ts';
import { galleryCategoriesTexts } from '#client/features/media/gallery-categories-texts.ts';

/** The side menu of SPEC "Dashboard", plus the inbox for what the public forms now store. */
export const dashboardMenu = [
  { id: 'home', label: 'Overview', items: [{ id: 'overview', label: 'Overview' }] },
  {
    id: 'media',
    label: 'Media',
    items: [
      { id: 'insert-media', label: 'Insert Media' },
      { id: 'list-media', label: 'List Media' },
      { id: 'gallery-categories', label: galleryCategoriesTexts.title },
    ],
  },
  {
    id: 'notification',
    label: 'Notification',
    items: [
      { id: 'add-notification', label: 'Add Notification' },
      { id: 'view-notifications', label: 'View Notifications' },
    ],
  },
  {
    id: 'subscription',
    label: 'Subscription',
    items: [
      { id: 'list-subscribers', label: 'List Subscribers' },
      { id: 'audiences', label: audiencesTexts.title },
      { id: 'send-mail', label: 'Send Mail to Subscribers' },
    ],
  },
  {
    id: 'inbox',
    label: 'Inbox',
    items: [
      { id: 'contact-messages', label: 'Contact messages' },
      { id: 'volunteer-interest', label: 'Volunteer interest' },
    ],
  },
  {
    id: 'giving',
    label: 'Giving',
    items: [
      { id: 'donations', label: 'Donations' },
      { id: 'bank-statement', label: 'Bank statement' },
      { id: 'form-10be', label: 'Form 10BE certificates' },
      { id: 'giving-settings', label: 'Giving settings' },
    ],
  },
  {
    id: 'site-content',
    label: site.group,
    items: [
      { id: 'pages', label: site.pages },
      { id: 'menus', label: menusTexts.title },
      { id: 'team', label: site.team },
      { id: 'impact-figures', label: site.statistics },
      { id: 'home-slides', label: site.slides },
      { id: 'about-us', label: site.about },
      { id: 'mission-cards', label: site.missionCards },
      { id: 'vision-mission', label: site.vision },
      { id: 'mission-areas', label: site.missionAreas },
      { id: 'programmes', label: site.programmes },
      { id: 'testimonials', label: site.testimonials },
      { id: 'videos', label: site.videos },
      { id: 'collaborations', label: site.collaborations },
      { id: 'contact-details', label: site.site },
    ],
  },
] as const;

export type MenuGroup = (typeof dashboardMenu)[number];
export type PanelId = MenuGroup['items'][number]['id'];

export const defaultPanel: PanelId = 'overview';

const allItems = dashboardMenu.flatMap((group) =>
  group.items.map((item) => ({ ...item, group: group.id as MenuGroup['id'] })),
);

export function findPanel(id: string | null) {
  return allItems.find((item) => item.id === id);
}
