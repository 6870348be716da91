import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/api/common';
import { errorBodySchema, messageBodySchema } from '#shared/api/errors';
import type { AuditFields } from '#server/features/audit/audit.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * DELETE on an item's address: `remove` is given the item's id, and the answer is `message`. `audit` is the
 * activity log's words, and `before` what the item was (features/audit).
 */
export function deleteRoute(
  app: App,
  path: string,
  remove: (id: number) => Promise<unknown>,
  message: string,
  audit: { audit: string; before?: (id: number) => Promise<AuditFields | undefined> },
) {
  app.delete(
    path,
    {
      config: { audit: audit.audit },
      schema: { params: idParamsSchema, response: { 200: messageBodySchema, '4xx': errorBodySchema } },
    },
    async (request) => {
      request.auditBefore = await audit.before?.(request.params.id);
      await remove(request.params.id);
      return { message };
    },
  );
}
