import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { servicePaths } from '#shared/api/service-paths';
import { healthReportSchema, livenessSchema } from '#shared/api/health';
import { preventStoring } from '#server/plugins/security';

const reportResponses = { 200: healthReportSchema, 503: healthReportSchema };

/**
 * Health for load balancers and orchestrators (docs/decisions/013). `/api/health` and `/ready` run every
 * registered dependency check; `/live` checks nothing. No answer is stored by a proxy: each must be fresh.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', preventStoring);

  app.get(servicePaths.health, { schema: { response: reportResponses } }, async (_request, reply) => {
    const report = await app.healthChecks.run();
    return reply.status(report.status === 'ok' ? 200 : 503).send(report);
  });

  app.get(servicePaths.healthReady, { schema: { response: reportResponses } }, async (_request, reply) => {
    // Before the app is ready, and from the moment it starts closing, no new traffic should come here.
    if (!app.healthChecks.serving) return reply.status(503).send({ status: 'unavailable', dependencies: [] });
    const report = await app.healthChecks.run();
    return reply.status(report.status === 'ok' ? 200 : 503).send(report);
  });

  app.get(servicePaths.healthLive, { schema: { response: { 200: livenessSchema } } }, () => ({
    status: 'ok' as const,
  }));
};
