import type { ActivityArea } from '#shared/api/activity';
import type { Permission } from '#shared/staff/roles';

/**
 * The area an entry is filed under: the first address prefix that matches, else the area of the route's
 * permission. One table, so a new part of the dashboard is one line here.
 */
const areaByPath: [prefix: string, area: ActivityArea][] = [
  ['/api/content/pages', 'Pages and documents'],
  ['/api/content/documents', 'Pages and documents'],
  ['/api/content/', 'Site texts and menus'],
  ['/api/media', 'Media'],
  ['/api/submit_media', 'Media'],
  ['/api/update_media', 'Media'],
  ['/api/delete_media', 'Media'],
  ['/api/add_notification', 'Notifications'],
  ['/api/update_notification', 'Notifications'],
  ['/api/delete_notification', 'Notifications'],
  ['/api/subscriptions', 'Subscribers'],
  ['/api/audiences', 'Subscribers'],
  ['/api/inbox', 'Inbox'],
  ['/api/campaigns', 'Mail to subscribers'],
  ['/api/send_email', 'Mail to subscribers'],
  ['/api/giving', 'Giving'],
  ['/api/security-settings', 'Security settings'],
  ['/api/retention', 'Keeping personal data'],
  ['/api/data-requests', 'Data requests'],
  ['/api/backups', 'Backup and restore'],
  ['/api/staff', 'Staff'],
  ['/api/account', 'Own account'],
];

const areaByPermission: Record<Permission, ActivityArea> = {
  site: 'Site texts and menus',
  people: 'Subscribers',
  giving: 'Giving',
  staff: 'Staff',
  'signed-in': 'Own account',
};

export function areaOf(url: string, permission: Permission | undefined): ActivityArea {
  const found = areaByPath.find(([prefix]) => url.startsWith(prefix));
  return found?.[1] ?? areaByPermission[permission ?? 'signed-in'];
}

/** What a path's parameter names, in words ("page 12", "revision 3"), by the segment before it. */
const nouns: Record<string, string> = {
  pages: 'page',
  revisions: 'revision',
  documents: 'document',
  team: 'team member',
  categories: 'gallery category',
  update_media: 'media item',
  delete_media: 'media item',
  update_notification: 'notification',
  delete_notification: 'notification',
  subscriptions: 'subscriber',
  audiences: 'audience',
  campaigns: 'mail',
  donations: 'donation',
  receipts: 'receipt',
  certificates: 'certificate',
  credits: 'bank statement line',
  'form-10be': 'Form 10BE of',
  'form-10bd': 'Form 10BD of',
  'receipt-images': 'receipt picture',
  contact: 'contact message',
  interest: 'volunteer interest',
  staff: 'staff account',
  invitations: 'invitation',
  sessions: 'device',
  'data-requests': 'data request',
};

/**
 * The thing a change was made to, from the route's address and the request's parameters: "page 12",
 * "page 12, revision 3", "contact message 5"; null when the address names none.
 */
export function targetOf(routeUrl: string, params: unknown): string | null {
  if (!params || typeof params !== 'object') return null;
  const values = params as Record<string, unknown>;
  const segments = routeUrl.split('/').filter(Boolean);
  const parts: string[] = [];
  segments.forEach((segment, index) => {
    if (!segment.startsWith(':')) return;
    const value = values[segment.slice(1)];
    if (value === undefined || value === null) return;
    const previous = segments[index - 1] ?? '';
    // A kind named by the address ("/inbox/:kind/:id") names the thing itself: "contact message 5".
    if (segments[index + 1]?.startsWith(':') && nouns[String(value)]) return;
    const noun = previous.startsWith(':')
      ? (nouns[String(values[previous.slice(1)])] ?? String(values[previous.slice(1)]))
      : (nouns[previous] ?? previous.replace(/[_-]+/g, ' '));
    parts.push(`${noun} ${String(value)}`.trim());
  });
  return parts.length ? parts.join(', ').slice(0, 200) : null;
}
