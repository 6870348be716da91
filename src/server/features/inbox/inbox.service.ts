import type { z } from 'zod';
import type { Db } from '#server/db/database';
import type { ContactMessage, InterestEntry, contactSchema, interestSchema } from '#shared/api/inbox';
import { HONEYPOT_FIELD } from '#shared/api/inbox';
import { NotFoundError } from '#server/errors';
import * as repo from './inbox.repository.ts';

type Contact = z.output<typeof contactSchema>;
type Interest = z.output<typeof interestSchema>;

/** A filled honeypot means a bot: the caller answers as usual and nothing is stored. */
const isBot = (input: { [HONEYPOT_FIELD]?: string | undefined }) => Boolean(input[HONEYPOT_FIELD]?.trim());

export async function receiveContact(db: Db, input: Contact, now = new Date()): Promise<void> {
  if (isBot(input)) return;
  await repo.insertContact(db, {
    name: input.name,
    mobile: input.mobile,
    email: input.email,
    message: input.message,
    heard_from: input.heardFrom ?? null,
    source: input.source,
    created_at: now.toISOString(),
  });
}

export async function receiveInterest(db: Db, input: Interest, now = new Date()): Promise<void> {
  if (isBot(input)) return;
  await repo.insertInterest(db, {
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
}

export async function listContacts(db: Db): Promise<ContactMessage[]> {
  return (await repo.listContacts(db)).map((row) => ({ ...row, read: row.read === 1 }));
}

export async function listInterests(db: Db): Promise<InterestEntry[]> {
  return (await repo.listInterests(db)).map((row) => ({
    ...row,
    read: row.read === 1,
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
