import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/api/common';
import { errorBodySchema } from '#shared/api/errors';
import {
  receiptImageKindParams,
  receiptImageLimits,
  receiptImageMessages,
  receiptImagePaths,
  receiptImagesSchema,
  receiptImageTypes,
} from '#shared/api/giving-images';
import { UnsupportedMediaError } from '#server/errors';
import { currentImages, imagePng, removeImage, saveImage } from './receipt-images.ts';

/** The logo and signature drawn on receipts. Registered inside the admin scope. */
export const receiptImageRoutes =
  (now: () => Date): FastifyPluginAsyncZod =>
  async (app) => {
    // The dashboard sends the image file itself as the body; its real type is read from its bytes.
    app.addContentTypeParser(
      [...receiptImageTypes],
      { parseAs: 'buffer', bodyLimit: receiptImageLimits.bytes },
      (_request, body, done) => done(null, body),
    );
    const by = (email: string | undefined) => email ?? 'unknown';
    const answers = { 200: receiptImagesSchema, '4xx': errorBodySchema };

    app.get(receiptImagePaths.current, { schema: { response: answers } }, async () => currentImages(app.db));
    app.put(
      receiptImagePaths.kind(':kind'),
      {
        config: { audit: 'Changed a picture printed on receipts' },
        schema: { params: receiptImageKindParams, response: answers },
      },
      async (request) => {
        // Any other type was refused with 415 before this runs; an empty body comes as no Buffer.
        if (!Buffer.isBuffer(request.body)) throw new UnsupportedMediaError(receiptImageMessages.notAnImage);
        return saveImage(app.db, request.params.kind, request.body, by(request.admin?.email), now());
      },
    );
    app.delete(
      receiptImagePaths.kind(':kind'),
      {
        config: { audit: 'Removed a picture printed on receipts' },
        schema: { params: receiptImageKindParams, response: answers },
      },
      async (request) => removeImage(app.db, request.params.kind, by(request.admin?.email), now()),
    );
    app.get(
      receiptImagePaths.file(':id'),
      {
        schema: {
          params: idParamsSchema,
          response: { 200: z.any().describe('The image as PNG'), '4xx': errorBodySchema },
        },
      },
      async (request, reply) =>
        reply
          .header('Content-Type', 'image/png')
          .header('X-Content-Type-Options', 'nosniff')
          .send(await imagePng(app.db, request.params.id)),
    );
  };
