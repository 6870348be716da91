import { isUniqueViolation, type Db } from '#server/db/database';
import { BadRequestError, ConflictError, NotFoundError } from '#server/errors';
import { categoryTexts, NO_CATEGORY, type CategoryList } from '#shared/api/media-categories';
import * as repo from './media-categories.repository.ts';

/** The categories in the gallery's order, each with how many media it holds. */
export async function listCategories(db: Db): Promise<Omit<CategoryList, 'message'>> {
  const [rows, counts] = await Promise.all([repo.listCategories(db), repo.countMediaByCategory(db)]);
  return {
    categories: rows.map((row) => ({ id: row.id, name: row.name, mediaCount: counts.get(row.name) ?? 0 })),
    libraryOnlyCount: counts.get(NO_CATEGORY) ?? 0,
  };
}

/** The names of the current categories, in the gallery's order. */
export async function categoryNames(db: Db): Promise<string[]> {
  return (await repo.listCategories(db)).map((row) => row.name);
}

/** A media item's category as sent (any case): the name of a current category, spelled as it is stored. */
export async function requireCategory(db: Db, name: string): Promise<string> {
  const found = await repo.findCategoryByName(db, name.trim());
  if (!found) throw new BadRequestError(categoryTexts.unknown(name));
  return found.name;
}

/** Runs an edit of the list in one transaction, the list held meanwhile; a name taken meanwhile is a 409. */
async function edit<T>(db: Db, work: (trx: Db) => Promise<T>, name?: string): Promise<T> {
  try {
    return await db.transaction().execute(async (trx) => {
      await repo.lockCategories(trx);
      return work(trx);
    });
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error))
      throw new ConflictError(categoryTexts.nameTaken(name), 'name');
    throw error;
  }
}

async function requireFree(trx: Db, name: string, self?: number): Promise<void> {
  const other = await repo.findCategoryByName(trx, name);
  if (other && other.id !== self) throw new ConflictError(categoryTexts.nameTaken(other.name), 'name');
}

async function requireFound(trx: Db, id: number): Promise<repo.CategoryRow> {
  const found = await repo.findCategory(trx, id);
  if (!found) throw new NotFoundError(categoryTexts.notFound);
  return found;
}

export async function addCategory(db: Db, name: string): Promise<string> {
  return edit(
    db,
    async (trx) => {
      await requireFree(trx, name);
      await repo.insertCategory(trx, name);
      return categoryTexts.added(name);
    },
    name,
  );
}

/** The category takes the new name, and so do its media, in one step. */
export async function renameCategory(db: Db, id: number, name: string, now = new Date()): Promise<string> {
  return edit(
    db,
    async (trx) => {
      const category = await requireFound(trx, id);
      await requireFree(trx, name, id);
      if (category.name === name) return categoryTexts.renamed(name, name);
      await repo.renameCategory(trx, id, name);
      await repo.moveMedia(trx, category.name, name, now.toISOString());
      return categoryTexts.renamed(category.name, name);
    },
    name,
  );
}

/** `ids` must be every current category once: an order made from an older list is refused, not half-kept. */
export async function reorderCategories(db: Db, ids: number[]): Promise<string> {
  return edit(db, async (trx) => {
    const current = (await repo.listCategories(trx)).map((row) => row.id);
    const same =
      ids.length === current.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => current.includes(id));
    if (!same) throw new ConflictError(categoryTexts.orderStale, 'ids');
    for (const [index, id] of ids.entries()) await repo.setPosition(trx, id, index + 1);
    return categoryTexts.reordered;
  });
}

/**
 * The category goes; its media go to category `to`, or stay in the library only (not in the gallery) when
 * `to` is 'library'. Merging is removing into another category.
 */
export async function removeCategory(
  db: Db,
  id: number,
  to: number | 'library',
  now = new Date(),
): Promise<{ from: string; to: string | null; moved: number }> {
  return edit(db, async (trx) => {
    const category = await requireFound(trx, id);
    if (to === id) throw new BadRequestError(categoryTexts.mergeIntoItself, 'into');
    const target = to === 'library' ? undefined : await repo.findCategory(trx, to);
    if (to !== 'library' && !target) throw new NotFoundError(categoryTexts.notFound);
    const moved = await repo.moveMedia(trx, category.name, target?.name ?? NO_CATEGORY, now.toISOString());
    await repo.deleteCategory(trx, id);
    return { from: category.name, to: target?.name ?? null, moved };
  });
}
