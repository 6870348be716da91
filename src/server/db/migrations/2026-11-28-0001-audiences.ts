import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// Audiences of subscribers become data the administrator edits: a stable key (what subscriptions.role
// holds), a name, whether the public subscribe form offers it, and its place in the lists. The three the
// specification names are offered on the form in its order; donors, volunteers and well-wishers are
// written to but not offered until the administrator says so. A campaign records the audiences it went to
// (JSON [{key, name}], names as they were when it was sent).
const seeded = [
  { key: 'teacher', name: 'Teacher', offered: 1 },
  { key: 'student', name: 'Student', offered: 1 },
  { key: 'parent', name: 'Parent', offered: 1 },
  { key: 'donor', name: 'Donor', offered: 0 },
  { key: 'volunteer', name: 'Volunteer', offered: 0 },
  { key: 'well-wisher', name: 'Well-wisher', offered: 0 },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audiences')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('offered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto('audiences')
    .values(seeded.map((audience, index) => ({ ...audience, position: index + 1, created_at: now })))
    .execute();
  await db.schema.alterTable('campaigns').addColumn('audiences', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('campaigns').dropColumn('audiences').execute();
  await db.schema.dropTable('audiences').execute();
}
