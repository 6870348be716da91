import type { Db } from '#server/db/database';
import type { NotificationInput } from '#shared/api/notifications';
import { messages } from '#shared/messages';
import { NotFoundError } from '#server/errors';
import * as repo from './notifications.repository.ts';

export function listNotifications(db: Db, limit?: number) {
  return repo.listNotifications(db, limit);
}

/** A new notice is dated today (UTC calendar day) and stamped with the exact time for ordering. */
export function addNotification(db: Db, input: NotificationInput, now = new Date()) {
  const iso = now.toISOString();
  return repo.insertNotification(db, { ...input, date: iso.slice(0, 10), notification_date: iso, now: iso });
}

export async function updateNotification(db: Db, id: number, input: NotificationInput, now = new Date()) {
  const updated = await repo.updateNotification(db, id, { ...input, now: now.toISOString() });
  if (!updated) throw new NotFoundError(messages.notifications.notFound);
  return updated;
}

export async function deleteNotification(db: Db, id: number) {
  if (!(await repo.deleteNotification(db, id))) throw new NotFoundError(messages.notifications.notFound);
}
