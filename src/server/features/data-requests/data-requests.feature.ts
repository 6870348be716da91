import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeIP } from '@fastify/rate-limit';
import { z } from 'zod';
import { idParamsSchema } from '#shared/api/common';
import { errorBodySchema, messageBodySchema } from '#shared/api/errors';
import {
  askSchema,
  dataRequestKindLabels,
  dataRequestPages,
  dataRequestPaths,
  dataRequestSchema,
  dataRequestTexts,
  doneSchema,
  foundSchema,
} from '#shared/api/data-requests';
import { formatIndiaDate } from '#shared/india-time';
import { messages } from '#shared/messages';
import type { DataRequestKind } from '#shared/privacy/data-requests';
import { BadRequestError, TooManyRequestsError } from '#server/errors';
import { recordAudit } from '#server/features/audit/audit.service';
import { getSingle } from '#server/features/content/content.service';
import { renderPage, type PageContent, type TransactionalMail } from '#server/features/mail/mail.service';
import * as service from './data-requests.service.ts';

/** Requests per address asked about, in one hour: a stranger cannot fill someone's mailbox with links. */
export const REQUESTS_PER_ADDRESS = 3;
/** How often the files of expired exports and the requests never confirmed are cleared. */
const SWEEP_MS = 3600_000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

async function within(limiter: Limiter, request: FastifyRequest, message: string): Promise<void> {
  const result = await limiter(request);
  if (!result.isAllowed && result.isExceeded) {
    throw new TooManyRequestsError(message, Math.max(1, result.ttlInSeconds));
  }
}

// A bad or missing token gives the page that says so, not the API's JSON error: judged in the handler.
const tokenQuery = z.object({ token: z.unknown().optional(), format: z.unknown().optional() });
const pageAnswers = {
  200: z.string().describe('An HTML page or the export'),
  // A refused request (too many) gets the usual JSON error body.
  '4xx': z.union([z.string().describe('An HTML page'), errorBodySchema]),
};
const tokenOf = (query: { token?: unknown }) =>
  typeof query.token === 'string' && query.token.length <= 200 ? query.token : '';

/** A small page of the server for the mailed links, in the organisation's name (no JavaScript needed). */
async function sendPage(
  reply: FastifyReply,
  status: number,
  page: (site: { name: string }) => PageContent,
  referrerPolicy: 'no-referrer' | 'same-origin' = 'no-referrer',
) {
  const site = await getSingle(reply.server.db, 'site');
  return reply
    .status(status)
    .header('Referrer-Policy', referrerPolicy)
    .header('X-Robots-Tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(renderPage(page(site), site));
}

const backToForm = { href: dataRequestPages.form, label: 'Ask again on the "Your data" page' };
const invalidLink = () => ({
  title: 'Link not valid',
  heading: 'This link does not work any more',
  paragraphs: [
    `${service.dataRequestSays.linkInvalid} A link works once, for a limited time. Ask again to get a new one.`,
  ],
  links: [backToForm],
});

/**
 * "Your data" (docs/data-requests.md): a visitor's request and the pages its mailed links open, for the
 * public scope; the Data requests queue for the dashboard's ('people').
 */
export function createDataRequestsFeature(
  app: FastifyInstance,
  options: { mailer: ReturnType<TransactionalMail>; now: () => Date },
) {
  const deps: service.DataRequestDeps = {
    db: app.db,
    storage: app.storage,
    dataKey: app.dataKey,
    mailer: options.mailer,
    settings: { mailFrom: app.config.mailFrom, publicUrl: app.config.publicUrl },
    log: app.log,
    now: options.now,
    sending: new Set(),
  };
  /** A step the person took, for the activity log: the request's number, never the address. */
  const record = (request: FastifyRequest, action: string, id: number) =>
    recordAudit(app.db, request.log, {
      at: options.now().toISOString(),
      actorId: null,
      actorEmail: null,
      ip: request.ip,
      area: 'Data requests',
      action,
      target: `data request ${id}`,
      before: null,
      after: null,
    });

  const publicRoutes: FastifyPluginAsyncZod = async (scope) => {
    const perAddress = scope.createRateLimit({
      max: REQUESTS_PER_ADDRESS,
      timeWindow: '1 hour',
      keyGenerator: (request) => `data-request-address:${(request.body as { email: string }).email}`,
    });
    const perClient = scope.createRateLimit({
      max: app.config.rateLimits.formsPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request) => `data-request-client:${normalizeIP(request.ip, 64)}`,
    });

    scope.post(
      dataRequestPaths.ask,
      { schema: { body: askSchema, response: { 201: messageBodySchema, '4xx': errorBodySchema } } },
      async (request, reply) => {
        await within(perClient, request, messages.common.tooMany);
        await within(perAddress, request, 'Too many requests for this address. Please try again in an hour.');
        await service.ask(deps, request.body);
        return reply.status(201).send({ message: dataRequestTexts.received });
      },
    );

    scope.get(
      dataRequestPages.confirm,
      { schema: { querystring: tokenQuery, response: pageAnswers } },
      async (request, reply) => {
        const token = tokenOf(request.query);
        const pending = token ? await service.pendingRequest(deps, token) : undefined;
        if (!pending) return sendPage(reply, 400, invalidLink);
        return sendPage(
          reply,
          200,
          (site) => ({
            title: 'Confirm your request',
            heading: 'Confirm your request',
            paragraphs: [
              `You asked ${site.name}: "${dataRequestKindLabels[pending.kind as DataRequestKind]}".`,
              'Please confirm it was you.',
            ],
            form: {
              action: `${dataRequestPages.confirm}?token=${encodeURIComponent(token)}`,
              label: 'Confirm my request',
            },
          }),
          // Its form posts to a route that checks the Origin (under 'no-referrer' a browser sends null).
          'same-origin',
        );
      },
    );

    scope.post(
      dataRequestPages.confirm,
      {
        schema: { querystring: tokenQuery, response: pageAnswers },
        // Guessing a 32-byte token is hopeless; this bounds the hashing a stranger can make us do.
        config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      },
      async (request, reply) => {
        const token = tokenOf(request.query);
        let confirmed;
        try {
          confirmed = await service.confirm(deps, token);
        } catch (error) {
          if (error instanceof BadRequestError) {
            return sendPage(reply, 400, invalidLink);
          }
          throw error;
        }
        await record(
          request,
          `A person confirmed a request: ${dataRequestKindLabels[confirmed.kind as DataRequestKind]}`,
          confirmed.id,
        );
        if (confirmed.kind === 'see') {
          await record(request, 'The data export was made and its link mailed to the person', confirmed.id);
        }
        return sendPage(reply, 200, (site) => ({
          title: 'Request confirmed',
          heading: 'Thank you, your request is confirmed',
          paragraphs:
            confirmed.kind === 'see'
              ? [`A mail with a link to everything ${site.name} keeps about you is on its way.`]
              : [
                  `Our team will answer by ${formatIndiaDate(confirmed.due_at!)} at the latest, and tell you by mail when it is done.`,
                ],
          links: [{ href: '/', label: `Go to the ${site.name} home page` }],
        }));
      },
    );

    scope.get(
      dataRequestPages.download,
      { schema: { querystring: tokenQuery, response: pageAnswers } },
      async (request, reply) => {
        const token = tokenOf(request.query);
        const format = request.query.format === 'json' ? 'json' : 'html';
        const file = token ? await service.download(deps, token, format) : undefined;
        if (!file) return sendPage(reply, 410, invalidLink);
        await record(request, `The person opened their data export (${format.toUpperCase()})`, file.id);
        reply.header('Referrer-Policy', 'no-referrer').header('X-Robots-Tag', 'noindex');
        if (format === 'json') {
          return reply
            .type('application/json; charset=utf-8')
            .header('Content-Disposition', 'attachment; filename="your-data.json"')
            .send(file.body);
        }
        return reply.type('text/html; charset=utf-8').send(file.body);
      },
    );
  };

  const adminRoutes: FastifyPluginAsyncZod = async (scope) => {
    const checked = { response: { 200: messageBodySchema, '4xx': errorBodySchema } };
    scope.get(
      dataRequestPaths.list,
      { schema: { response: { 200: z.array(dataRequestSchema) } } },
      async () => service.list(deps),
    );
    scope.post(
      dataRequestPaths.done(':id'),
      {
        config: { audit: 'Answered a data request and told the person by mail' },
        schema: { params: idParamsSchema, body: doneSchema, ...checked },
      },
      async (request) => {
        await service.markDone(deps, request.params.id, request.admin!.email, request.body.note);
        return { message: 'Done. The person is told by mail.' };
      },
    );
    scope.post(
      dataRequestPaths.erase(':id'),
      {
        config: { audit: 'Erased what was kept on the address of a data request' },
        schema: {
          params: idParamsSchema,
          response: {
            200: z.object({ message: z.string(), found: z.array(foundSchema) }),
            '4xx': errorBodySchema,
          },
        },
      },
      async (request) => {
        const found = await service.erase(deps, request.params.id, request.admin!.email);
        return { message: 'Erased. The person is told by mail what went and what the law keeps.', found };
      },
    );
  };

  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    service
      .sweep(deps)
      .catch((error: unknown) => app.log.error({ err: error }, 'expired data exports could not be removed'));

  return {
    publicRoutes,
    adminRoutes,
    start: () => {
      void sweep();
      timer = setInterval(() => void sweep(), SWEEP_MS).unref();
    },
    /** Stops the sweep and waits for the mails still on their way (the app closes after them). */
    stop: async () => {
      clearInterval(timer);
      await Promise.allSettled([...deps.sending]);
    },
  };
}
