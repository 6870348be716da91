import { createHash, randomInt } from 'node:crypto';
import type { Db } from '#server/db/database';

export const RECOVERY_CODE_COUNT = 10;
/** Without 0/O and 1/I/L, which are misread when copied from paper. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** Ten characters (about 49 bits) in two groups: XXXXX-XXXXX. */
function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** As typed: case, spaces and dashes do not matter. */
const normalise = (code: string) => code.toUpperCase().replace(/[^0-9A-Z]/g, '');
const hashOf = (code: string) => createHash('sha256').update(normalise(code)).digest('base64url');

/** Replaces the person's recovery codes with ten new ones, returned once to be shown and never again. */
export async function issueRecoveryCodes(db: Db, adminId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recovery_codes').where('admin_id', '=', adminId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(codes.map((code) => ({ admin_id: adminId, code_hash: hashOf(code), used_at: null })))
      .execute();
  });
  return codes;
}

/** Uses one code: true only for an unused code of this person, and only once even for two at once. */
export async function spendRecoveryCode(db: Db, adminId: number, code: string, now: Date): Promise<boolean> {
  if (normalise(code).length !== 10) return false;
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', hashOf(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Db, adminId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
