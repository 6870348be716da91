import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/api/common';
import { errorBodySchema } from '#shared/api/errors';
import { donationSchema } from '#shared/api/giving';
import {
  bankStatementLimits,
  bankStatementPaths as paths,
  confirmCreditSchema,
  creditRecordedSchema,
  creditUsedSchema,
  savedLayoutSchema,
  statementMatchInputSchema,
  statementMatchSchema,
  statementPreviewInputSchema,
  statementPreviewSchema,
} from '#shared/api/giving-bank';
import { confirmCredit, creditRecorded, matchStatement, previewStatement } from './bank-statement.ts';
import { savedLayouts } from './bank-statement-layout.ts';
import type { Actor, DonationDeps } from './donations.ts';

/**
 * A statement's text inside JSON may take up to twice its size (every quote and line break escaped); a
 * larger body is refused before it is read, a smaller one past the limit by the service, in plain words.
 */
const bodyLimit = bankStatementLimits.bytes * 2 + 64 * 1024;

const actorOf = (request: FastifyRequest): Actor => ({ email: request.admin?.email ?? 'unknown' });

/** Bank statement matching, registered inside the giving administrator's routes. */
export const bankStatementRoutes =
  (deps: DonationDeps, now: () => Date): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(paths.layouts, { schema: { response: { 200: z.array(savedLayoutSchema) } } }, async () =>
      savedLayouts(app.db),
    );
    app.post(
      paths.preview,
      {
        config: { audit: false },
        bodyLimit,
        schema: {
          body: statementPreviewInputSchema,
          response: { 200: statementPreviewSchema, '4xx': errorBodySchema },
        },
      },
      async (request) => previewStatement(app.db, request.body),
    );
    app.post(
      paths.match,
      {
        config: { audit: 'Matched a bank statement with the donations' },
        bodyLimit,
        schema: {
          body: statementMatchInputSchema,
          response: { 200: statementMatchSchema, '4xx': errorBodySchema },
        },
      },
      async (request) => matchStatement(app.db, request.body, now()),
    );
    app.post(
      paths.confirm(':id'),
      {
        config: { audit: 'Recorded a donation from a bank statement line' },
        schema: {
          params: idParamsSchema,
          body: confirmCreditSchema,
          response: { 200: donationSchema, '4xx': errorBodySchema },
        },
      },
      async (request) =>
        confirmCredit(app.db, deps, request.params.id, request.body, actorOf(request), now()),
    );
    app.post(
      paths.recorded(':id'),
      {
        config: { audit: 'Marked a bank statement line as already recorded' },
        schema: {
          params: idParamsSchema,
          body: creditRecordedSchema,
          response: { 200: creditUsedSchema, '4xx': errorBodySchema },
        },
      },
      async (request) =>
        creditRecorded(app.db, request.params.id, request.body.donationId, actorOf(request), now()),
    );
  };
