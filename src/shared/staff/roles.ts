/**
 * Who may do what in the dashboard (docs/staff.md). A role is a set of permissions; every dashboard route
 * declares one permission, and the dashboard shows a person only the panels their permissions open.
 */
export const roles = ['owner', 'editor', 'communications', 'finance'] as const;
export type Role = (typeof roles)[number];

export const permissions = [
  /** Any signed-in person: the Overview, their own account. */
  'signed-in',
  /** The public site: pages, menus, texts, media, notifications, documents. */
  'site',
  /** Subscribers, audiences, mail to subscribers, the inbox of the public forms. */
  'people',
  /** Donations, receipts, certificates, bank statements, exports, the giving settings; identity numbers whole. */
  'giving',
  /** Staff accounts, the security settings and the activity log. */
  'staff',
] as const;
export type Permission = (typeof permissions)[number];

const granted: Record<Role, readonly Permission[]> = {
  owner: permissions,
  editor: ['signed-in', 'site'],
  communications: ['signed-in', 'people'],
  finance: ['signed-in', 'giving'],
};

export function can(role: Role, permission: Permission): boolean {
  return granted[role].includes(permission);
}

export function permissionsOf(role: Role): Permission[] {
  return [...granted[role]];
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/** The roles' names and what each may do, in the words the dashboard shows. */
export const roleTexts: Record<Role, { label: string; description: string }> = {
  owner: {
    label: 'Owner',
    description: 'Everything, including staff accounts, security settings and the activity log.',
  },
  editor: {
    label: 'Editor',
    description: 'The public site: pages, menus, texts, photos and videos, notifications and documents.',
  },
  communications: {
    label: 'Communications',
    description: 'Subscribers, mail to subscribers, and the messages and forms that visitors send.',
  },
  finance: {
    label: 'Finance',
    description:
      'Giving: donations, receipts, Form 10BD and 10BE, bank statements and exports, with donors’ identity numbers.',
  },
};
