import type { Db } from '#server/db/database';
import { ConflictError, UnauthorizedError } from '#server/errors';
import { decrypt, encrypt } from '#server/db/sealed-values';
import { messages } from '#shared/messages';
import type { SecondFactorMethod, SecondFactorStatus } from '#shared/api/second-factor';
import { verifyPassword } from '../password.ts';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { acceptedStep, newTotpSecret, qrCodeSvg, totpUri } from './totp.ts';
import { checkPasskey, listPasskeys } from './passkeys.ts';
import type { RelyingParty } from './relying-party.ts';
import { countUnusedRecoveryCodes, issueRecoveryCodes, spendRecoveryCode } from './recovery-codes.ts';

const say = messages.secondFactor;

async function factorRow(db: Db, adminId: number) {
  return db
    .selectFrom('admins')
    .select(['id', 'email', 'password_hash', 'totp_secret', 'totp_last_step', 'totp_enabled_at'])
    .where('id', '=', adminId)
    .executeTakeFirstOrThrow();
}

async function countPasskeys(db: Db, adminId: number): Promise<number> {
  const row = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('admin_id', '=', adminId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Which second factors the person has set up (recovery codes stand in for them, never alone). */
export async function methodsOf(db: Db, adminId: number): Promise<SecondFactorMethod[]> {
  const [row, passkeys, codes] = await Promise.all([
    factorRow(db, adminId),
    countPasskeys(db, adminId),
    countUnusedRecoveryCodes(db, adminId),
  ]);
  const methods: SecondFactorMethod[] = [];
  if (row.totp_enabled_at) methods.push('totp');
  if (passkeys > 0) methods.push('passkey');
  if (methods.length > 0 && codes > 0) methods.push('recovery-code');
  return methods;
}

export async function statusOf(db: Db, adminId: number): Promise<SecondFactorStatus> {
  const [row, passkeys, codes] = await Promise.all([
    factorRow(db, adminId),
    listPasskeys(db, adminId),
    countUnusedRecoveryCodes(db, adminId),
  ]);
  return {
    authenticatorApp: row.totp_enabled_at !== null,
    authenticatorAppSince: row.totp_enabled_at,
    passkeys,
    recoveryCodesLeft: codes,
  };
}

/**
 * Begins adding an authenticator app: a new secret, kept sealed until the person proves their app reads it
 * (confirmTotp). Asking again before confirming replaces the secret. An app already confirmed stays.
 */
export async function startTotp(db: Db, dataKey: Buffer, adminId: number, issuer: string) {
  const row = await factorRow(db, adminId);
  if (row.totp_enabled_at) throw new ConflictError(say.alreadyOn);
  const secret = newTotpSecret();
  await db
    .updateTable('admins')
    .set({ totp_secret: encrypt(dataKey, secret), totp_last_step: null })
    .where('id', '=', adminId)
    .execute();
  const uri = totpUri(secret, row.email, issuer);
  return { secret, uri, qrCode: qrCodeSvg(uri) };
}

/** Confirms the app with one of its codes and returns the ten recovery codes, shown this once. */
export async function confirmTotp(
  db: Db,
  dataKey: Buffer,
  adminId: number,
  code: string,
  now: Date,
): Promise<string[]> {
  const row = await factorRow(db, adminId);
  if (row.totp_enabled_at) throw new ConflictError(say.alreadyOn);
  if (!row.totp_secret) throw new ConflictError(say.startAgain);
  const step = acceptedStep(decrypt(dataKey, row.totp_secret), code, null, now);
  if (step === null) throw new UnauthorizedError(say.wrongCode, 'code');
  await db
    .updateTable('admins')
    .set({ totp_enabled_at: now.toISOString(), totp_last_step: step })
    .where('id', '=', adminId)
    .execute();
  return issueRecoveryCodes(db, adminId);
}

/** Proves the person knows their password again before a change that weakens or shows their second factor. */
export async function checkPassword(db: Db, adminId: number, password: string): Promise<void> {
  const row = await factorRow(db, adminId);
  if (!(await verifyPassword(password, row.password_hash))) {
    throw new UnauthorizedError(say.wrongPassword, 'password');
  }
}

export async function turnOffTotp(db: Db, adminId: number): Promise<void> {
  await db
    .updateTable('admins')
    .set({ totp_secret: null, totp_last_step: null, totp_enabled_at: null })
    .where('id', '=', adminId)
    .execute();
  if ((await countPasskeys(db, adminId)) === 0) {
    await db.deleteFrom('recovery_codes').where('admin_id', '=', adminId).execute();
  }
}

/** Everything of a person's second factor goes: an owner's or the command line's help for a lost phone. */
export async function resetSecondFactor(db: Db, adminId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('admins')
      .set({ totp_secret: null, totp_last_step: null, totp_enabled_at: null })
      .where('id', '=', adminId)
      .execute();
    await trx.deleteFrom('passkeys').where('admin_id', '=', adminId).execute();
    await trx.deleteFrom('recovery_codes').where('admin_id', '=', adminId).execute();
    await trx.deleteFrom('sign_in_challenges').where('admin_id', '=', adminId).execute();
  });
}

export { issueRecoveryCodes };

/** A sign-in's second step as the browser answered it. */
export interface SecondFactorAnswer {
  code?: string | undefined;
  recoveryCode?: string | undefined;
  passkey?: Record<string, unknown> | undefined;
}

/**
 * Checks the second step of a sign-in: a passkey's signature of the step's challenge, a code of the
 * authenticator app (each accepted once: the step is written only if it is later than the last one
 * accepted, so two requests with one code cannot both pass) or an unused recovery code.
 */
export async function checkSecondFactor(
  db: Db,
  secrets: { dataKey: Buffer; rp: RelyingParty },
  signIn: { adminId: number; challenge: string | null },
  answer: SecondFactorAnswer,
  now: Date,
): Promise<boolean> {
  const { adminId } = signIn;
  const { dataKey } = secrets;
  if (answer.passkey) {
    if (!signIn.challenge) return false;
    const response = answer.passkey as unknown as AuthenticationResponseJSON;
    return checkPasskey(db, adminId, signIn.challenge, response, secrets.rp, now);
  }
  if (answer.recoveryCode) return spendRecoveryCode(db, adminId, answer.recoveryCode, now);
  if (!answer.code) return false;
  const row = await factorRow(db, adminId);
  if (!row.totp_enabled_at || !row.totp_secret) return false;
  const step = acceptedStep(decrypt(dataKey, row.totp_secret), answer.code, row.totp_last_step, now);
  if (step === null) return false;
  const result = await db
    .updateTable('admins')
    .set({ totp_last_step: step })
    .where('id', '=', adminId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
