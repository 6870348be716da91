import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { servicePaths } from '#shared/api/service-paths';
import { sessionCookieName } from '#server/plugins/session-cookie';

export const OPENAPI_PATH = servicePaths.openApi;

/**
 * The API described as OpenAPI 3.1, generated from the zod schemas the routes validate with, so the
 * document cannot drift from what the server accepts and answers. Registered before the routes (the
 * plugin collects them as they are added); served publicly: it holds no secrets, only shapes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const sessionCookie = sessionCookieName(app.config);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Gurukul website and dashboard API',
        description:
          'Public endpoints serve the website; the others need the administrator session cookie ' +
          `(${sessionCookie}) set by POST /api/login. Errors are {"error": message, "code": stable code}.`,
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: sessionCookie },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
    hiddenTag: 'hidden',
  });

  app.get(
    OPENAPI_PATH,
    { schema: { hide: true, response: { 200: z.record(z.string(), z.unknown()) } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return app.swagger();
    },
  );
}
