/** Fills a fresh SQLite DATA_DIR with what the public lists show on a busy site. */
import { createDb, migrateToLatest } from '#server/db/database';

/** `notifications` notifications (default 100) and 1,000 ready gallery items (a tenth of them videos). */
export async function seedPublicLists(
  dataDir: string,
  options: { notifications?: number } = {},
): Promise<void> {
  const { db } = createDb({ dataDir, databaseUrl: undefined });
  await migrateToLatest(db);
  const now = Date.now();
  const notifications = Array.from({ length: options.notifications ?? 100 }, (_, i) => {
    const at = new Date(now - i * 86_400_000).toISOString();
    return {
      title: `Notice ${i + 1}: admissions and workshop schedule`,
      description: `* Classes resume on Monday\n- Bring your school ID\nDetails for notice ${i + 1}.`,
      date: at.slice(0, 10),
      notification_date: at,
      created_at: at,
      updated_at: at,
    };
  });
  await db.insertInto('notifications').values(notifications).execute();
  const categories = [
    'ISRO Show',
    'Free English Speaking Class Photos',
    'Free Cyber Security Session in Gov. School',
  ];
  for (let start = 0; start < 1000; start += 100) {
    const rows = Array.from({ length: 100 }, (_, j) => {
      const i = start + j;
      const key = `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`;
      return {
        media_url: `/uploads/${key}-1280.jpg`,
        media_type: i % 10 === 0 ? 'Video' : 'Photo',
        media_category: categories[i % 3]!,
        alt_text: `Children at session ${i}`,
        storage_key: `${key}.jpg`,
        mime: 'image/jpeg',
        size_bytes: 2_000_000,
        status: 'ready',
        status_reason: null,
        width: 1280,
        height: 960,
        placeholder: null,
        poster_url: null,
        variants: JSON.stringify(
          [320, 640, 1280].map((w) => ({ format: 'webp', width: w, url: `/uploads/${key}-${w}.webp` })),
        ),
        created_at: new Date(now - i * 1000).toISOString(),
        updated_at: new Date(now - i * 1000).toISOString(),
      };
    });
    await db.insertInto('media').values(rows).execute();
  }
  await db.destroy();
}
