import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Db } from '#server/db/database';
import { ConflictError, UnauthorizedError } from '#server/errors';
import { messages } from '#shared/messages';
import type { PasskeySummary } from '#shared/api/second-factor';
import type { RelyingParty } from './relying-party.ts';
import { CHALLENGE_LIFETIME_MS } from './sign-in-challenges.ts';
import { countUnusedRecoveryCodes, issueRecoveryCodes } from './recovery-codes.ts';

const say = messages.secondFactor;
/** A person's passkeys: a phone, a laptop, a security key or two is plenty. */
export const PASSKEYS_PER_PERSON = 10;

const transportsOf = (stored: string | null): AuthenticatorTransport[] | undefined =>
  stored ? (JSON.parse(stored) as AuthenticatorTransport[]) : undefined;

async function passkeysOf(db: Db, adminId: number) {
  return db
    .selectFrom('passkeys')
    .selectAll()
    .where('admin_id', '=', adminId)
    .orderBy('created_at')
    .execute();
}

export async function listPasskeys(db: Db, adminId: number): Promise<PasskeySummary[]> {
  return (await passkeysOf(db, adminId)).map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
}

/**
 * The browser's instructions to make a passkey for this person. The challenge is kept (one per person,
 * a few minutes) for the answer to be checked against.
 */
export async function passkeyRegistrationOptions(
  db: Db,
  person: { adminId: number; email: string; name: string },
  rp: RelyingParty,
  now: Date,
) {
  const existing = await passkeysOf(db, person.adminId);
  if (existing.length >= PASSKEYS_PER_PERSON) throw new ConflictError(say.tooManyPasskeys);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: person.email,
    userDisplayName: person.name || person.email,
    userID: new TextEncoder().encode(`staff-${person.adminId}`),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: transportsOf(row.transports) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('sign_in_challenges')
      .where('admin_id', '=', person.adminId)
      .where('purpose', '=', 'passkey-register')
      .execute();
    await trx
      .insertInto('sign_in_challenges')
      .values({
        id: `register:${person.adminId}`,
        purpose: 'passkey-register',
        admin_id: person.adminId,
        challenge: options.challenge,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + CHALLENGE_LIFETIME_MS).toISOString(),
      })
      .execute();
  });
  return options;
}

/**
 * Keeps the passkey the browser made, once its answer matches the challenge, this site and a person
 * present. A person's first second factor also gets the ten recovery codes, returned to be shown once.
 */
export async function registerPasskey(
  db: Db,
  adminId: number,
  answer: { response: RegistrationResponseJSON; name: string },
  rp: RelyingParty,
  now: Date,
): Promise<{ codes: string[] | null }> {
  const waiting = await db
    .deleteFrom('sign_in_challenges')
    .where('id', '=', `register:${adminId}`)
    .returning(['challenge', 'expires_at'])
    .executeTakeFirst();
  if (!waiting?.challenge || waiting.expires_at <= now.toISOString()) {
    throw new ConflictError(say.passkeyStartAgain);
  }
  const verified = await verifyRegistrationResponse({
    response: answer.response,
    expectedChallenge: waiting.challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => ({ verified: false as const }));
  if (!verified.verified) throw new UnauthorizedError(say.passkeyRefused);
  const { credential } = verified.registrationInfo;
  await db
    .insertInto('passkeys')
    .values({
      id: credential.id,
      admin_id: adminId,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ? JSON.stringify(credential.transports) : null,
      name: answer.name,
      created_at: now.toISOString(),
      last_used_at: null,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const codes =
    (await countUnusedRecoveryCodes(db, adminId)) === 0 ? await issueRecoveryCodes(db, adminId) : null;
  return { codes };
}

export async function removePasskey(db: Db, adminId: number, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The browser's instructions to sign in with one of the person's passkeys, for a sign-in's second step. */
export async function passkeySignInOptions(db: Db, adminId: number, rp: RelyingParty) {
  const existing = await passkeysOf(db, adminId);
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: existing.map((row) => ({ id: row.id, transports: transportsOf(row.transports) })),
    userVerification: 'preferred',
  });
}

/** Whether the browser's answer is a signature of `challenge` by one of this person's passkeys. */
export async function checkPasskey(
  db: Db,
  adminId: number,
  challenge: string,
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('passkeys')
    .selectAll()
    .where('id', '=', response.id)
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
  if (!row) return false;
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    credential: {
      id: row.id,
      publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
      counter: row.counter,
      transports: transportsOf(row.transports),
    },
    requireUserVerification: false,
  }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
  if (!verified.verified || !verified.authenticationInfo) return false;
  await db
    .updateTable('passkeys')
    .set({ counter: verified.authenticationInfo.newCounter, last_used_at: now.toISOString() })
    .where('id', '=', row.id)
    .execute();
  return true;
}
