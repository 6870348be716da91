import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// Uploaded videos are now published as a clean copy without their metadata (location, phone, dates).
// status_notice: what the administrator should know about an item that is on the site, such as a video
// published with its original metadata because the server had no ffmpeg. Videos uploaded before this
// change were published as they came: they get that notice, and a server with ffmpeg cleans them at start.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media').addColumn('status_notice', 'text').execute();
  await db
    .updateTable('media')
    .set({
      status_notice:
        'Published with its original metadata (such as where and with which phone it was filmed): it was uploaded before videos were cleaned. A server with ffmpeg cleans it when it starts.',
    })
    .where('status', '=', 'ready')
    .where('storage_key', 'is not', null)
    .where('mime', 'like', 'video/%')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media').dropColumn('status_notice').execute();
}
