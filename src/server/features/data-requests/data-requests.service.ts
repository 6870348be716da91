import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { Db } from '#server/db/database';
import { openBytes, sealBytes } from '#server/db/sealed-values';
import { BadRequestError, ConflictError, NotFoundError } from '#server/errors';
import { hashToken } from '#server/features/auth/auth.service';
import {
  mailSenderOf,
  maskEmail,
  sendAfterAnswer,
  type TransactionalMail,
} from '#server/features/mail/mail.service';
import type { FileStorage } from '#server/storage/storage';
import type { AskInput, DataRequest, Found } from '#shared/api/data-requests';
import { HONEYPOT_FIELD } from '#shared/api/inbox-fields';
import { financialYearStart } from '#shared/giving/financial-year';
import {
  DATA_EXPORT_LINK_DAYS,
  DATA_REQUEST_ANSWER_DAYS,
  DATA_REQUEST_LINK_HOURS,
  type DataRequestKind,
} from '#shared/privacy/data-requests';
import { DONATION_RECORDS_KEPT_YEARS } from '#shared/privacy/retention';
import { buildExport, exportAsHtml, type DataExport } from './data-export.ts';
import {
  composeConfirmMail,
  composeCorrectedMail,
  composeErasedMail,
  composeExportMail,
  composeReceivedMail,
  type MailSettings,
} from './data-request-mail.ts';
import * as repo from './data-requests.repository.ts';
import { personalDataMap } from './personal-data-map.ts';

const DAY_MS = 86_400_000;

export interface DataRequestDeps {
  db: Db;
  storage: FileStorage;
  dataKey: Buffer;
  mailer: ReturnType<TransactionalMail>;
  settings: MailSettings;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Mails sent after the answer; the app waits for them when it closes. */
  sending: Set<Promise<void>>;
}

export const dataRequestSays = {
  linkInvalid: 'This link is not valid, was used already or has expired.',
  notFound: 'This request is not in the list.',
  notOpen: 'This request is answered already.',
  eraseOnly: 'A request to erase is answered with "Erase now".',
  erased: 'What was kept on this address is erased: nothing can be sent to it any more.',
  notErase: 'Only a request to erase can erase data.',
} as const;

const sendLater = (deps: DataRequestDeps, what: string, compose: () => Promise<Mail.Options>) =>
  sendAfterAnswer(deps, 'a mail about a data request could not be sent', what, compose);

const newToken = () => randomBytes(32).toString('base64url');

/**
 * A visitor's request: stored unverified with the hash of a single-use link, which is mailed to the address.
 * The same work and the same answer whatever the address: nothing here looks at what is kept on it.
 */
export async function ask(deps: DataRequestDeps, input: AskInput): Promise<void> {
  // A filled honeypot is a bot: answered like anyone, kept nowhere.
  if (input[HONEYPOT_FIELD]) return;
  const now = deps.now();
  const token = newToken();
  const kind = input.kind;
  await repo.insertRequest(deps.db, {
    kind,
    email: input.email,
    details: kind === 'correct' ? (input.details ?? '') : '',
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + DATA_REQUEST_LINK_HOURS * 3600_000).toISOString(),
    now: now.toISOString(),
  });
  sendLater(deps, 'confirm', async () =>
    composeConfirmMail(deps.settings, await mailSenderOf(deps.db), input.email, { kind, token }),
  );
}

/** What a live confirmation link is for, without using it; undefined when it is not live. */
export async function pendingRequest(deps: DataRequestDeps, token: string) {
  return repo.findUnverified(deps.db, hashToken(token), deps.now().toISOString());
}

/** The export of a request to see, made now, sealed in the storage, and its link mailed. */
async function sendExport(deps: DataRequestDeps, request: repo.DataRequestRow): Promise<void> {
  const now = deps.now();
  const sender = await mailSenderOf(deps.db);
  const data = await buildExport(deps.db, {
    email: request.email,
    organisation: sender.name,
    dataKey: deps.dataKey,
    now,
  });
  const key = `data-exports/request-${request.id}-${randomBytes(8).toString('hex')}.json`;
  const token = newToken();
  await deps.storage.put(key, sealBytes(deps.dataKey, Buffer.from(JSON.stringify(data, null, 2))), {
    contentType: 'application/octet-stream',
  });
  const earlier = request.export_key;
  await repo.setExport(deps.db, request.id, {
    key,
    tokenHash: hashToken(token),
    madeAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + DATA_EXPORT_LINK_DAYS * DAY_MS).toISOString(),
  });
  if (earlier) await deps.storage.delete([earlier]);
  sendLater(deps, 'export', async () => composeExportMail(deps.settings, sender, request.email, token));
}

/**
 * The link opened and confirmed: the request lands in the queue with its deadline. A request to see is
 * answered at once (decision in docs/data-requests.md): its export is made and its link mailed.
 */
export async function confirm(deps: DataRequestDeps, token: string): Promise<repo.DataRequestRow> {
  const now = deps.now();
  const dueAt = new Date(now.getTime() + DATA_REQUEST_ANSWER_DAYS * DAY_MS).toISOString();
  const request = await repo.claimUnverified(deps.db, hashToken(token), now.toISOString(), dueAt);
  if (!request) throw new BadRequestError(dataRequestSays.linkInvalid, 'token');
  if (request.kind === 'see') {
    await sendExport(deps, request);
    await repo.markDone(deps.db, request.id, null, now.toISOString());
  } else {
    const kind = request.kind as DataRequestKind;
    sendLater(deps, 'received', async () =>
      composeReceivedMail(deps.settings, await mailSenderOf(deps.db), request.email, { kind, dueAt }),
    );
  }
  return request;
}

/** The export behind a live download link, opened; undefined when the link is not live. */
export async function download(
  deps: DataRequestDeps,
  token: string,
  format: 'json' | 'html',
): Promise<{ id: number; body: string } | undefined> {
  const now = deps.now().toISOString();
  const request = await repo.findLiveExport(deps.db, hashToken(token), now);
  const stored = request?.export_key ? await deps.storage.readBuffer(request.export_key) : undefined;
  if (!request || !stored) return undefined;
  const json = openBytes(deps.dataKey, stored).toString('utf8');
  await repo.markDownloaded(deps.db, request.id, now);
  return {
    id: request.id,
    body: format === 'json' ? json : exportAsHtml(JSON.parse(json) as DataExport),
  };
}

/** What is kept on an address now, by place, for the queue and the question before an erasure. */
export async function foundFor(deps: DataRequestDeps, email: string): Promise<Found[]> {
  const found: Found[] = [];
  for (const entry of personalDataMap) {
    const count = (await entry.rows(deps.db, email, deps.dataKey)).length;
    if (count > 0) found.push({ place: entry.place, count, kept: entry.kept });
  }
  return found;
}

function toDataRequest(row: repo.DataRequestRow, found: Found[]): DataRequest {
  return {
    id: row.id,
    kind: row.kind as DataRequestKind,
    email: row.email,
    details: row.details,
    status: row.status === 'done' ? 'done' : 'open',
    verifiedAt: row.verified_at ?? row.created_at,
    dueAt: row.due_at ?? row.created_at,
    doneAt: row.done_at,
    doneBy: row.done_by,
    exportMadeAt: row.export_made_at,
    exportDownloadedAt: row.export_downloaded_at,
    found,
  };
}

/** The queue: open requests first, the nearest deadline (or the most overdue) first; then the answered. */
export async function list(deps: DataRequestDeps): Promise<DataRequest[]> {
  const rows = await repo.listVerified(deps.db);
  const open = rows.filter((row) => row.status === 'open').sort((a, b) => (a.due_at! < b.due_at! ? -1 : 1));
  const done = rows.filter((row) => row.status !== 'open');
  const answer: DataRequest[] = [];
  for (const row of open) {
    answer.push(toDataRequest(row, row.kind === 'erase' ? await foundFor(deps, row.email) : []));
  }
  return [...answer, ...done.map((row) => toDataRequest(row, []))];
}

async function openRequest(deps: DataRequestDeps, id: number) {
  const request = await repo.findById(deps.db, id);
  if (!request) throw new NotFoundError(dataRequestSays.notFound);
  return request;
}

/**
 * A request answered by the staff: a correction made where the data lives (the note goes to the person), or
 * a request to see whose export is made again (a new link, when the first expired or could not be made).
 */
export async function markDone(deps: DataRequestDeps, id: number, by: string, note: string): Promise<void> {
  const request = await openRequest(deps, id);
  if (request.kind === 'erase') throw new BadRequestError(dataRequestSays.eraseOnly);
  if (request.email.includes('•')) throw new BadRequestError(dataRequestSays.erased);
  if (request.kind === 'see') {
    await sendExport(deps, request);
    if (request.status === 'open') await repo.markDone(deps.db, id, by, deps.now().toISOString());
    return;
  }
  if (!(await repo.markDone(deps.db, id, by, deps.now().toISOString()))) {
    throw new ConflictError(dataRequestSays.notOpen);
  }
  sendLater(deps, 'corrected', async () =>
    composeCorrectedMail(deps.settings, await mailSenderOf(deps.db), request.email, note),
  );
}

/** The last day the Income-tax rules keep the latest of the address's donation records. */
async function donationsKeptUntil(db: Db, email: string): Promise<string | null> {
  const latest = await db
    .selectFrom('donations')
    .select((eb) => eb.fn.max('created_at').as('latest'))
    .where('donor_email', '=', email)
    .executeTakeFirst();
  if (!latest?.latest) return null;
  // Ten years from the end of the assessment year after the gift's financial year, as the daily clean-up
  // counts (Income-tax Rules, rule 17AA(4); docs/retention.md).
  const lastYear = financialYearStart(new Date(latest.latest)) + 2 + DONATION_RECORDS_KEPT_YEARS;
  return `31 March ${lastYear}`;
}

/**
 * Erases what is kept on the request's address, except what the law keeps, in one transaction: either all
 * of it goes or nothing does. The request stays as the record of the answer, its address masked; the
 * person is told what went and what stays until when.
 */
export async function erase(deps: DataRequestDeps, id: number, by: string): Promise<Found[]> {
  const request = await openRequest(deps, id);
  if (request.kind !== 'erase') throw new BadRequestError(dataRequestSays.notErase);
  if (request.status !== 'open') throw new ConflictError(dataRequestSays.notOpen);
  const email = request.email;
  const found = await foundFor(deps, email);
  const keptUntil = await donationsKeptUntil(deps.db, email);
  const now = deps.now().toISOString();
  const exports = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.markDone(trx, id, by, now))) throw new ConflictError(dataRequestSays.notOpen);
    for (const entry of personalDataMap) await entry.erase?.(trx, email);
    const files = await repo.takeExportsOf(trx, email);
    await repo.maskRequestsOf(trx, email, maskEmail(email));
    return files;
  });
  // An export made earlier for the address goes too (its link stopped working with the transaction).
  if (exports.length > 0) await deps.storage.delete(exports);
  const erased = found.filter((place) => !place.kept).map((place) => place.place);
  const kept = found.filter((place) => place.kept).map((place) => place.place);
  sendLater(deps, 'erased', async () =>
    composeErasedMail(deps.settings, await mailSenderOf(deps.db), email, { erased, kept, keptUntil }),
  );
  return found;
}

/** Removes the files of expired exports and the requests never confirmed; answers how many went. */
export async function sweep(
  deps: Pick<DataRequestDeps, 'db' | 'storage' | 'now'>,
): Promise<{ exports: number; unconfirmed: number }> {
  const now = deps.now().toISOString();
  const expired = await repo.expiredExports(deps.db, now);
  for (const row of expired) {
    await deps.storage.delete([row.export_key!]);
    await repo.forgetExport(deps.db, row.id);
  }
  const unconfirmed = await repo.deleteUnverifiedBefore(deps.db, now);
  return { exports: expired.length, unconfirmed };
}
