import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/api/common';
import { errorBodySchema, messageBodySchema } from '#shared/api/errors';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** DELETE on an item's address: `remove` is given the item's id, and the answer is `message`. */
export function deleteRoute(
  app: App,
  path: string,
  remove: (id: number) => Promise<unknown>,
  message: string,
) {
  app.delete(
    path,
    { schema: { params: idParamsSchema, response: { 200: messageBodySchema, '4xx': errorBodySchema } } },
    async (request) => {
      await remove(request.params.id);
      return { message };
    },
  );
}
