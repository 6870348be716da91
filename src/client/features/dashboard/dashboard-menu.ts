import { siteContentTitles as site } from '#shared/content/list-editor-texts';
import { menusTexts } from '#client/features/menus-admin/menus-texts.ts';
import { audiencesTexts } from '#client/features/audiences/audiences-texts.ts';
import { galleryCategoriesTexts } from '#client/features/media/gallery-categories-texts.ts';
import { backupTexts } from '#client/features/backup-admin/backup-admin-texts.ts';
import type { Permission } from '#shared/staff/roles';
import { dataRequestsTexts } from '#client/features/data-requests-admin/data-requests-texts.ts';
import { translationsTexts } from '#client/features/translations-admin/translations-texts.ts';

/**
 * The side menu of SPEC "Dashboard", plus the inbox for what the public forms now store, giving, the site's
 * texts, the team and each person's own account. A group is shown to the roles with its permission
 * (shared/staff/roles.ts); the server refuses the same calls to everyone else.
 */
export const dashboardMenu = [
  {
    id: 'home',
    label: 'Overview',
    permission: 'signed-in',
    items: [{ id: 'overview', label: 'Overview' }],
  },
  {
    id: 'media',
    label: 'Media',
    permission: 'site',
    items: [
      { id: 'insert-media', label: 'Insert Media' },
      { id: 'list-media', label: 'List Media' },
      { id: 'gallery-categories', label: galleryCategoriesTexts.title },
    ],
  },
  {
    id: 'notification',
    permission: 'site',
    label: 'Notification',
    items: [
      { id: 'add-notification', label: 'Add Notification' },
      { id: 'view-notifications', label: 'View Notifications' },
    ],
  },
  {
    id: 'subscription',
    permission: 'people',
    label: 'Subscription',
    items: [
      { id: 'list-subscribers', label: 'List Subscribers' },
      { id: 'audiences', label: audiencesTexts.title },
      { id: 'send-mail', label: 'Send Mail to Subscribers' },
    ],
  },
  {
    id: 'inbox',
    permission: 'people',
    label: 'Inbox',
    items: [
      { id: 'contact-messages', label: 'Contact messages' },
      { id: 'volunteer-interest', label: 'Volunteer interest' },
      { id: 'data-requests', label: dataRequestsTexts.title },
    ],
  },
  {
    id: 'giving',
    permission: 'giving',
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
    permission: 'site',
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
      { id: 'translations', label: translationsTexts.title },
    ],
  },
  {
    id: 'team',
    // Not "Team": Site content already has a Team panel (the people shown on /team).
    label: 'Staff and security',
    permission: 'staff',
    items: [
      { id: 'staff', label: 'Staff' },
      { id: 'activity', label: 'Activity' },
      { id: 'security-settings', label: 'Security settings' },
      { id: 'keeping-personal-data', label: 'Keeping personal data' },
      { id: 'backup', label: backupTexts.title },
    ],
  },
  {
    id: 'account',
    label: 'Your account',
    permission: 'signed-in',
    items: [
      { id: 'profile', label: 'Name, e-mail and password' },
      { id: 'devices', label: 'Signed-in devices' },
      { id: 'two-step', label: 'Two-step sign-in' },
    ],
  },
] as const satisfies readonly {
  id: string;
  label: string;
  permission: Permission;
  items: readonly { id: string; label: string }[];
}[];

export type MenuGroup = (typeof dashboardMenu)[number];
export type PanelId = MenuGroup['items'][number]['id'];

export const defaultPanel: PanelId = 'overview';

const allItems = dashboardMenu.flatMap((group) =>
  group.items.map((item) => ({
    ...item,
    group: group.id as MenuGroup['id'],
    permission: group.permission as Permission,
  })),
);

/**
 * The menu as this person sees it: only the groups they may use, or only Two-step sign-in while their
 * role requires a second factor they have not set up (the server refuses everything else until then).
 */
export function menuFor(session: { permissions: readonly Permission[]; secondFactorRequired: boolean }) {
  if (session.secondFactorRequired) {
    return dashboardMenu
      .filter((group) => group.id === 'account')
      .map((group) => ({ ...group, items: group.items.filter((item) => item.id === 'two-step') }));
  }
  return dashboardMenu.filter((group) => session.permissions.includes(group.permission));
}

/** The panel of that id, if it exists and (when `permissions` are given) is open to them. */
export function findPanel(id: string | null, permissions?: readonly Permission[]) {
  const item = allItems.find((candidate) => candidate.id === id);
  return item && (!permissions || permissions.includes(item.permission)) ? item : undefined;
}
