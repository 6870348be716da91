import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import type { Db } from '#server/db/database';
import { ForbiddenError, UnauthorizedError } from '#server/errors';
import { findAdminByEmail } from '#server/features/auth/auth.service';
import { areaOf, targetOf } from './audit-areas.ts';
import { insertAuditEntry, type NewAuditEntry } from './audit.repository.ts';
import { changedFields, shorten, summarise, summariseUpload, type Fields } from './audit-summary.ts';

/**
 * The activity log's writing side (docs/staff.md "The activity log"). Every change made through the
 * dashboard is recorded after it succeeded, with the words its route declares (`config: { audit }`); a
 * failure to record is logged and never fails the change itself.
 */
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The files and fields of an uploaded form, noted as the route reads them (for the entry's "after"). */
const uploads = new WeakMap<FastifyRequest, { files: string[]; fields: Fields }>();

export async function recordAudit(db: Db, log: FastifyBaseLogger, entry: NewAuditEntry): Promise<void> {
  try {
    await insertAuditEntry(db, {
      ...entry,
      actorEmail: entry.actorEmail && shorten(entry.actorEmail, 254),
      action: shorten(entry.action, 200),
      target: entry.target && shorten(entry.target, 200),
    });
  } catch (error) {
    log.error({ err: error, action: entry.action }, 'the activity log could not record a change');
  }
}

/** Notes the names of uploaded files and the form's fields while the route reads the parts. */
function noteUploads(request: FastifyRequest) {
  if (!CHANGES.has(request.method) || !request.isMultipart()) return;
  const upload = { files: [] as string[], fields: {} as Fields };
  uploads.set(request, upload);
  const parts = request.parts.bind(request);
  request.parts = ((options?: Parameters<typeof parts>[0]) => {
    const iterator = parts(options);
    return (async function* () {
      for await (const part of iterator as AsyncIterable<Multipart>) {
        if (part.type === 'file') upload.files.push(part.filename || part.fieldname);
        else if (typeof part.value === 'string') upload.fields[part.fieldname] = part.value;
        yield part;
      }
    })();
  }) as typeof request.parts;
}

function afterOf(request: FastifyRequest): { before: string | null; after: string | null } {
  const upload = uploads.get(request);
  const body: unknown = upload ? undefined : request.body;
  const after = upload ? summariseUpload(upload) : summarise(body);
  const before = request.auditBefore;
  if (before === undefined || before === null) return { before: null, after };
  if (typeof before === 'string') return { before: shorten(before, 300), after };
  return body && typeof body === 'object'
    ? changedFields(before, body)
    : { before: summarise(before), after };
}

/**
 * Added to the dashboard's scope: after a change answered below 400, its entry is written before the
 * answer leaves, so whoever sees the answer finds the entry in the log.
 */
export function registerAuditTrail(scope: FastifyInstance, now: () => Date): void {
  scope.decorateRequest('auditBefore', undefined);
  scope.addHook('preHandler', async (request) => noteUploads(request));
  scope.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const words = request.routeOptions.config.audit;
    if (!CHANGES.has(request.method) || reply.statusCode >= 400 || !words || !request.admin) return payload;
    const url = request.routeOptions.url ?? request.url;
    await recordAudit(request.server.db, request.log, {
      at: now().toISOString(),
      actorId: request.admin.adminId,
      actorEmail: request.admin.email,
      ip: request.ip,
      area: areaOf(url, request.routeOptions.config.permission),
      action: words,
      target: targetOf(url, request.params),
      ...safely(request, () => afterOf(request)),
    });
    return payload;
  });
}

function safely(request: FastifyRequest, summary: () => { before: string | null; after: string | null }) {
  try {
    return summary();
  } catch (error) {
    request.log.error({ err: error }, 'the activity log could not summarise a change');
    return { before: null, after: null };
  }
}

/**
 * A sign-in, a refused one (the address tried, never the password or code), a sign-out, or a change made
 * through a link sent by mail (a new password, a new address confirmed), from features/auth and account.
 */
export async function recordSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  outcome:
    | 'signed-in'
    | 'refused'
    | 'wrong-code'
    | 'suspended'
    | 'signed-out'
    | 'invitation-accepted'
    | 'password-reset'
    | 'address-confirmed',
  email: string,
): Promise<void> {
  const tried = shorten(email.trim().toLowerCase(), 254);
  let account: { id: number } | undefined;
  try {
    account = await findAdminByEmail(app.db, tried);
  } catch (error) {
    request.log.error({ err: error }, 'the activity log could not find the account of a sign-in');
  }
  const words = {
    'signed-in': 'Signed in',
    refused: 'Sign-in refused: wrong e-mail address or password',
    'wrong-code': 'Sign-in refused: wrong code at the second step',
    'invitation-accepted': 'Accepted an invitation and signed in for the first time',
    'password-reset': 'Chose a new password with a link sent by mail',
    'address-confirmed': 'Confirmed a new e-mail address with a link sent by mail',
    suspended: 'Sign-in refused: the account is suspended',
    'signed-out': 'Signed out',
  }[outcome];
  await recordAudit(app.db, request.log, {
    at: new Date().toISOString(),
    actorId: account?.id ?? null,
    actorEmail: tried,
    ip: request.ip,
    area: 'Sign-in',
    action: words,
    target: ['refused', 'wrong-code', 'suspended'].includes(outcome) ? `address tried: ${tried}` : null,
    before: null,
    after: shorten(`browser: ${request.headers['user-agent'] ?? 'unknown'}`, 300),
  });
}

/** A sign-in the password check refused, or a suspended account's: recorded; a throttled one is not. */
export async function recordRefusedSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  error: unknown,
  email: string,
): Promise<void> {
  if (error instanceof UnauthorizedError) {
    await recordSignIn(app, request, error.field === 'code' ? 'wrong-code' : 'refused', email);
  } else if (error instanceof ForbiddenError) await recordSignIn(app, request, 'suspended', email);
}
