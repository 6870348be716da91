import type { z } from 'zod';
import type { Db } from '#server/db/database';
import type { ContactMessage, InterestEntry, contactSchema, interestSchema } from '#shared/api/inbox';
import { HONEYPOT_FIELD } from '#shared/api/inbox';
import { NotFoundError } from '#server/errors';
import {
  consentOfRecords,
  recordConsent,
  recordRef,
  type ConsentContext,
} from '../consent/consent.service.ts';
import * as repo from './inbox.repository.ts';

type Contact = z.output<typeof contactSchema>;
type Interest = z.output<typeof interestSchema>;

/** A filled honeypot means a bot: the caller answers as usual and nothing is stored. */
const isBot = (input: { [HONEYPOT_FIELD]?: string | undefined }) => Boolean(input[HONEYPOT_FIELD]?.trim());

/** A message and the sender's consent to the notice: both stored, or neither. */
export async function receiveContact(
  db: Db,
  input: Contact,
  context: ConsentContext,
  now = new Date(),
): Promise<void> {
  if (isBot(input)) return;
  await db.transaction().execute(async (trx) => {
    const id = await repo.insertContact(trx, {
      name: input.name,
      mobile: input.mobile,
      email: input.email,
      message: input.message,
      heard_from: input.heardFrom ?? null,
      source: input.source,
      created_at: now.toISOString(),
    });
    const ref = recordRef('contact_messages', id);
    await recordConsent(trx, { email: input.email, purpose: 'contact', context, recordRef: ref, now });
  });
}

/** A volunteer's form and their consent to the notice: both stored, or neither. */
export async function receiveInterest(
  db: Db,
  input: Interest,
  context: ConsentContext,
  now = new Date(),
): Promise<void> {
  if (isBot(input)) return;
  await db.transaction().execute(async (trx) => {
    const id = await repo.insertInterest(trx, {
      full_name: input.fullName,
      gender: input.gender ?? null,
      age: input.age ?? null,
      education: input.education,
      occupation: input.occupation,
      location: input.location,
      mobile: input.mobile,
      email: input.email,
      languages: JSON.stringify(input.languages),
      roles: JSON.stringify(input.roles),
      action: input.action,
      created_at: now.toISOString(),
    });
    const ref = recordRef('interest_entries', id);
    await recordConsent(trx, { email: input.email, purpose: 'volunteer', context, recordRef: ref, now });
  });
}

export async function listContacts(db: Db): Promise<ContactMessage[]> {
  const rows = await repo.listContacts(db);
  const consents = await consentOfRecords(
    db,
    rows.map((row) => recordRef('contact_messages', row.id)),
  );
  return rows.map((row) => ({
    ...row,
    read: row.read === 1,
    consent: consents.get(recordRef('contact_messages', row.id)) ?? null,
  }));
}

export async function listInterests(db: Db): Promise<InterestEntry[]> {
  const rows = await repo.listInterests(db);
  const consents = await consentOfRecords(
    db,
    rows.map((row) => recordRef('interest_entries', row.id)),
  );
  return rows.map((row) => ({
    ...row,
    read: row.read === 1,
    consent: consents.get(recordRef('interest_entries', row.id)) ?? null,
    languages: JSON.parse(row.languages) as string[],
    roles: JSON.parse(row.roles) as string[],
  }));
}

export async function setRead(db: Db, kind: repo.InboxKind, id: number, read: boolean): Promise<void> {
  if (!(await repo.setRead(db, kind, id, read))) throw new NotFoundError('Message not found');
}

export async function remove(db: Db, kind: repo.InboxKind, id: number): Promise<void> {
  if (!(await repo.remove(db, kind, id))) throw new NotFoundError('Message not found');
}
