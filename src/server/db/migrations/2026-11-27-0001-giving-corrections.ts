import { sql, type Kysely } from 'kysely';
import { idKey } from './helpers.ts';

// Frozen: never edit a migration that has shipped; add a new one.
// Giving that an accountant can rely on (issue 23):
// - a donation's type (Corpus, Specific grant, Others), purpose, goods (a gift in kind), the reason a pledge
//   was cancelled, and a key that finds one donor's other gifts (cash counted across a year, section 269ST);
// - three kinds of document (80G receipt, donation receipt, acknowledgement of a gift in kind), each with a
//   number series of its own per financial year; a re-issued document names the one it replaces; each keeps
//   what it stated (encrypted: it holds the donor's identity number) so a cancelled one can be drawn again
//   stamped CANCELLED; a claim lets one instance alone mail it;
// - at most one live document per donation, which the database itself enforces;
// - every change to a donation, with who, when, before and after;
// - each year's Form 10BD as filed.
export async function up(db: Kysely<any>): Promise<void> {
  for (const [column, type] of [
    ['goods', 'text'],
    ['purpose', 'text'],
    ['donor_key', 'text'],
    ['cancel_reason', 'text'],
  ] as const)
    await db.schema.alterTable('donations').addColumn(column, type).execute();
  await db.schema
    .alterTable('donations')
    .addColumn('donation_type', 'text', (c) => c.notNull().defaultTo('Others'))
    .execute();
  await db.schema.createIndex('donations_donor_idx').on('donations').columns(['donor_key', 'mode']).execute();
  await db.schema.createIndex('donations_utr_idx').on('donations').column('utr').execute();

  await db.schema
    .alterTable('receipts')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('80g'))
    .execute();
  await db.schema.alterTable('receipts').addColumn('replaces_id', 'integer').execute();
  await db.schema.alterTable('receipts').addColumn('details', 'text').execute();
  await db.schema.alterTable('receipts').addColumn('mail_claimed_until', 'text').execute();
  // Why a gift of money got a donation receipt rather than an 80G receipt, in plain words.
  await db.schema.alterTable('receipts').addColumn('note', 'text').execute();
  await db.schema.alterTable('donations').addColumn('pledge_mail_claimed_until', 'text').execute();
  // The mailbox a donor's address reaches (sub-address and dots folded), which the pledge mail cap counts.
  await db.schema.alterTable('donations').addColumn('donor_mailbox', 'text').execute();
  // What the donor said of their citizenship on /donate (india, abroad): the record FCRA may ask for.
  await db.schema.alterTable('donations').addColumn('donor_residence', 'text').execute();
  await sql`update donations set donor_mailbox = lower(donor_email)`.execute(db);
  await db.schema
    .createIndex('donations_mailbox_idx')
    .on('donations')
    .columns(['donor_mailbox', 'pledge_mail_queued_at'])
    .execute();

  // A donation that two racing requests gave two live receipts keeps the first.
  await sql`
    update receipts set cancelled_at = issued_at,
      cancel_reason = 'Issued twice by two requests at the same moment; the first receipt stands.'
    where cancelled_at is null and exists (
      select 1 from receipts earlier
      where earlier.donation_id = receipts.donation_id and earlier.cancelled_at is null and earlier.id < receipts.id
    )`.execute(db);
  await db.schema
    .createIndex('receipts_one_live_idx')
    .on('receipts')
    .column('donation_id')
    .unique()
    .where(sql.ref('cancelled_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('receipt_counters')
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('last_serial', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('receipt_counters_pk', ['series', 'financial_year'])
    .execute();
  await sql`insert into receipt_counters (series, financial_year, last_serial)
    select '80G', financial_year, last_serial from receipt_series`.execute(db);
  await db.schema.dropTable('receipt_series').execute();

  await db.schema
    .createTable('donation_changes')
    .addColumn('id', 'integer', idKey(db))
    .addColumn('donation_id', 'integer', (c) => c.notNull().references('donations.id'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('by', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  // A year's Form 10BD as filed on the portal: when, its acknowledgement, and its rows (identity hashed and
  // masked), so that a later change shows as a difference to file in a revised statement.
  await db.schema
    .createTable('statement_filings')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('filed_on', 'text', (c) => c.notNull())
    .addColumn('acknowledgement', 'text', (c) => c.notNull())
    .addColumn('filed_at', 'text', (c) => c.notNull())
    .addColumn('filed_by', 'text', (c) => c.notNull())
    .addColumn('rows', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('donation_changes_donation_idx')
    .on('donation_changes')
    .columns(['donation_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('statement_filings').execute();
  await db.schema.dropTable('donation_changes').execute();
  await db.schema
    .createTable('receipt_series')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_serial', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into receipt_series (financial_year, last_serial)
    select financial_year, last_serial from receipt_counters where series = '80G'`.execute(db);
  await db.schema.dropTable('receipt_counters').execute();
  await db.schema.dropIndex('receipts_one_live_idx').execute();
  await db.schema.dropIndex('donations_mailbox_idx').execute();
  await db.schema.alterTable('donations').dropColumn('donor_residence').execute();
  await db.schema.alterTable('donations').dropColumn('donor_mailbox').execute();
  await db.schema.alterTable('donations').dropColumn('pledge_mail_claimed_until').execute();
  for (const column of ['note', 'mail_claimed_until', 'details', 'replaces_id', 'kind'])
    await db.schema.alterTable('receipts').dropColumn(column).execute();
  await db.schema.dropIndex('donations_utr_idx').execute();
  await db.schema.dropIndex('donations_donor_idx').execute();
  for (const column of ['donation_type', 'cancel_reason', 'donor_key', 'purpose', 'goods'])
    await db.schema.alterTable('donations').dropColumn(column).execute();
}
