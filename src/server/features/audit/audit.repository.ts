import type { Db } from '#server/db/database';
import type { ActivityEntry } from '#shared/api/activity';
import { startOfDayInIndia } from '#shared/india-time';

/**
 * The activity log's table. Only inserts and reads are here: nothing in the product edits or removes an
 * entry but the daily clean-up of those older than the kept period (features/retention, docs/staff.md).
 */
export interface NewAuditEntry {
  at: string;
  actorId: number | null;
  actorEmail: string | null;
  ip: string | null;
  area: string;
  action: string;
  target: string | null;
  before: string | null;
  after: string | null;
}

export async function insertAuditEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: entry.at,
      actor_id: entry.actorId,
      actor_email: entry.actorEmail,
      ip_address: entry.ip,
      area: entry.area,
      action: entry.action,
      target: entry.target,
      before_text: entry.before,
      after_text: entry.after,
    })
    .execute();
}

export interface AuditFilters {
  person?: number | undefined;
  area?: string | undefined;
  /** India days, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** The entries the filters select, newest first, older than `cursor` (an entry's id) when given. */
export async function listAuditEntries(
  db: Db,
  filters: AuditFilters,
  page: { cursor?: number | undefined; limit: number },
): Promise<ActivityEntry[]> {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('admins', 'admins.id', 'audit_log.actor_id')
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.actor_id',
      'audit_log.actor_email',
      'admins.name as actor_name',
      'audit_log.ip_address',
      'audit_log.area',
      'audit_log.action',
      'audit_log.target',
      'audit_log.before_text',
      'audit_log.after_text',
    ]);
  if (filters.person !== undefined) query = query.where('audit_log.actor_id', '=', filters.person);
  if (filters.area !== undefined) query = query.where('audit_log.area', '=', filters.area);
  if (filters.from) query = query.where('audit_log.at', '>=', startOfDayInIndia(filters.from).toISOString());
  if (filters.to)
    query = query.where('audit_log.at', '<', startOfDayInIndia(nextDay(filters.to)).toISOString());
  if (page.cursor !== undefined) query = query.where('audit_log.id', '<', page.cursor);
  const rows = await query.orderBy('audit_log.id', 'desc').limit(page.limit).execute();
  return rows.map((row) => ({
    id: Number(row.id),
    at: row.at,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    actorName: row.actor_name || null,
    ip: row.ip_address,
    area: row.area,
    action: row.action,
    target: row.target,
    before: row.before_text,
    after: row.after_text,
  }));
}

/** Everyone who has an account or appears in the log under one, by name. */
export async function auditPeople(db: Db): Promise<{ id: number; email: string; name: string }[]> {
  const admins = await db.selectFrom('admins').select(['id', 'email', 'name']).execute();
  const known = new Set(admins.map((admin) => admin.id));
  const former = await db
    .selectFrom('audit_log')
    .select(['actor_id', (eb) => eb.fn.max('actor_email').as('email')])
    .where('actor_id', 'is not', null)
    .groupBy('actor_id')
    .execute();
  const people = [
    ...admins.map((admin) => ({ id: admin.id, email: admin.email, name: admin.name })),
    ...former
      .filter((row) => row.actor_id !== null && !known.has(row.actor_id))
      .map((row) => ({ id: row.actor_id!, email: row.email ?? '', name: '' })),
  ];
  return people.sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email));
}

export async function auditAreasInUse(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select('area').distinct().execute();
  return rows.map((row) => row.area);
}
