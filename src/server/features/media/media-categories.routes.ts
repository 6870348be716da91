import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/api/common';
import { errorBodySchema } from '#shared/api/errors';
import {
  categoryListSchema,
  categoryMergeBodySchema,
  categoryNameBodySchema,
  categoryOrderBodySchema,
  categoryRemoveQuerySchema,
  categoryTexts,
  mediaCategoryPaths,
} from '#shared/api/media-categories';
import * as service from './media-categories.service.ts';

/**
 * The gallery's categories, for the administrator (registered in the admin scope). Every answer is the
 * whole list as it now is; `changed` re-renders what visitors see (the gallery's buttons and lists).
 */
export function mediaCategoryRoutes(changed: () => void): FastifyPluginAsyncZod {
  return async (app) => {
    const response = { 200: categoryListSchema, '4xx': errorBodySchema };
    const answer = async (message: string) => {
      changed();
      return { ...(await service.listCategories(app.db)), message };
    };

    app.get(mediaCategoryPaths.list, { schema: { response } }, async () => service.listCategories(app.db));

    app.post(
      mediaCategoryPaths.add,
      {
        config: { audit: 'Added a gallery category' },
        schema: {
          body: categoryNameBodySchema,
          response: { 201: categoryListSchema, '4xx': errorBodySchema },
        },
      },
      async (request, reply) => {
        const message = await service.addCategory(app.db, request.body.name);
        return reply.status(201).send(await answer(message));
      },
    );

    app.put(
      mediaCategoryPaths.order,
      {
        config: { audit: 'Changed the order of the gallery categories' },
        schema: { body: categoryOrderBodySchema, response },
      },
      async (request) => answer(await service.reorderCategories(app.db, request.body.ids)),
    );

    app.put(
      mediaCategoryPaths.rename(':id'),
      {
        config: { audit: 'Renamed a gallery category' },
        schema: { params: idParamsSchema, body: categoryNameBodySchema, response },
      },
      async (request) => answer(await service.renameCategory(app.db, request.params.id, request.body.name)),
    );

    app.post(
      mediaCategoryPaths.merge(':id'),
      {
        config: { audit: 'Merged a gallery category into another' },
        schema: { params: idParamsSchema, body: categoryMergeBodySchema, response },
      },
      async (request) => {
        const { from, to, moved } = await service.removeCategory(
          app.db,
          request.params.id,
          request.body.into,
        );
        return answer(categoryTexts.merged(from, to ?? '', moved));
      },
    );

    app.delete(
      mediaCategoryPaths.remove(':id'),
      {
        config: { audit: 'Removed a gallery category' },
        schema: { params: idParamsSchema, querystring: categoryRemoveQuerySchema, response },
      },
      async (request) => {
        const { from, to, moved } = await service.removeCategory(
          app.db,
          request.params.id,
          request.query.media_to,
        );
        return answer(categoryTexts.removed(from, moved, to));
      },
    );
  };
}
