import { sql, type Kysely } from 'kysely';
import { idKey } from './helpers.ts';

// Frozen: never edit a migration that has shipped; add a new one.
// The gallery's categories become a list the administrator edits, seeded with the three the site was built
// with, in the gallery's order. Media keep naming their category (the API's media_category) by its name.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media_categories')
    .addColumn('id', 'integer', idKey(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  // One category per name, whatever its case: "isro show" would be a second button for the same photos.
  await db.schema
    .createIndex('media_categories_name_idx')
    .on('media_categories')
    .unique()
    .expression(sql`lower(name)`)
    .execute();
  await db
    .insertInto('media_categories')
    .values(
      ['ISRO Show', 'Free English Speaking Class Photos', 'Free Cyber Security Session in Gov. School'].map(
        (name, index) => ({ name, position: index + 1 }),
      ),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media_categories').execute();
}
