import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '#shared/api/errors';
import {
  givingOptionsSchema,
  givingPaths,
  givingSettingsSchema,
  pledgeInputSchema,
  pledgeSchema,
  pledgeTokenQuery,
  referenceParams,
  utrInputSchema,
} from '#shared/api/giving';
import { getGivingSettings, saveGivingSettings } from './giving-settings.ts';
import { createPledge, getPledge, recordUtr, type PledgeDeps } from './pledges.ts';

/** /donate's options, a visitor's pledge and the donor's own page of it (signed link). */
export const givingPublicRoutes =
  (deps: PledgeDeps, now: () => Date): FastifyPluginAsyncZod =>
  async (app) => {
    const formLimit = { rateLimit: { max: app.config.rateLimits.formsPerMinute, timeWindow: '1 minute' } };
    app.get(givingPaths.options, { schema: { response: { 200: givingOptionsSchema } } }, async () => {
      const settings = await getGivingSettings(app.db);
      return { open: settings.upiId !== '', payeeName: settings.payeeName, amounts: settings.amounts };
    });
    app.post(
      givingPaths.pledges,
      {
        config: formLimit,
        schema: { body: pledgeInputSchema, response: { 201: pledgeSchema, '4xx': errorBodySchema } },
      },
      async (request, reply) => reply.status(201).send(await createPledge(app.db, deps, request.body, now())),
    );
    app.get(
      givingPaths.pledge(':reference'),
      {
        schema: {
          params: referenceParams,
          querystring: pledgeTokenQuery,
          response: { 200: pledgeSchema, '4xx': errorBodySchema },
        },
      },
      async (request) => getPledge(app.db, deps, request.params.reference, request.query.token),
    );
    app.post(
      givingPaths.utr(':reference'),
      {
        config: formLimit,
        schema: {
          params: referenceParams,
          querystring: pledgeTokenQuery,
          body: utrInputSchema,
          response: { 200: pledgeSchema, '4xx': errorBodySchema },
        },
      },
      async (request) =>
        recordUtr(app.db, deps, request.params.reference, request.query.token, request.body.utr, now()),
    );
  };

/** The giving settings. Registered inside the admin scope. */
export const givingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(givingPaths.settings, { schema: { response: { 200: givingSettingsSchema } } }, async () =>
    getGivingSettings(app.db),
  );
  app.put(
    givingPaths.settings,
    {
      schema: { body: givingSettingsSchema, response: { 200: givingSettingsSchema, '4xx': errorBodySchema } },
    },
    async (request) => saveGivingSettings(app.db, request.body),
  );
};
