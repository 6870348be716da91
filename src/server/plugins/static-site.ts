import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorBody } from './error-handler.ts';
import { registerUploads } from './uploads.ts';
import { asksToSaveData, markSaveData } from './save-data.ts';
import { createLighterPages } from './lighter-pages.ts';
import { messages } from '#shared/messages';
import { DEFAULT_LANGUAGE, splitLanguage } from '#shared/i18n/languages';
import { contentTypeOf, renderedAnswer, renderedFileOf, type RenderedFile } from './rendered-answer.ts';

/** Where the pages rendered with the database's content are read: `find('team/index.html')`. */
export interface RenderedSite {
  find(file: string): Promise<RenderedFile | undefined>;
}

const lighterPage = createLighterPages();

/**
 * Sends a rendered file, brotli or gzip when the browser takes it, revalidated by its ETag. A page asked
 * for with `Save-Data: on` offers only the smallest variant of each picture.
 */
function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  rendered: RenderedFile,
  status = 200,
) {
  const page =
    file.endsWith('.html') && asksToSaveData(request.headers) ? lighterPage(file, rendered) : rendered;
  const answer = renderedAnswer(page, request.headers);
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type(contentTypeOf(file));
  if (file.endsWith('.html')) markSaveData(reply);
  if (status === 200) reply.header('ETag', answer.etag);
  if (status === 200 && answer.notModified) return reply.status(304).send();
  if (answer.encoding) reply.header('Content-Encoding', answer.encoding);
  return reply.status(status).send(answer.body);
}

/**
 * Serves the built site: prerendered HTML per route (never cached stale), hashed assets cached for a year,
 * precompressed .br/.gz variants when the browser accepts them. Uploads are served from the storage (plugins/uploads.ts).
 * `rendered` holds the pages rendered again with the database's content; a page found there is served
 * before the build's own copy of it.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  clientDir: string | undefined,
  rendered?: RenderedSite,
): Promise<void> {
  await registerUploads(app);

  const hasClient = clientDir !== undefined && fs.existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(async (site) => {
      if (rendered) {
        site.addHook('onRequest', async (request, reply) => {
          const file = renderedFileOf(request.url);
          const page = file && (await rendered.find(file));
          if (page) return sendRendered(request, reply, file, page);
        });
      }
      await site.register(fastifyStatic, {
        root: clientDir!,
        prefix: '/',
        preCompressed: true,
        redirect: false,
        index: ['index.html'],
        setHeaders: (res, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          if (/\.html(\.(br|gz))?$/.test(filePath)) markSaveData(res);
        },
      });
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/uploads/') || !hasClient) {
      return reply.status(404).send(errorBody('not_found', messages.common.notFound));
    }
    const pathname = request.url.split('?')[0]!.replace(/\/+$/, '');
    // Routes that exist only in the browser (the dashboard) get the app shell; an unknown address the 404
    // page in its language (/kn/… in Kannada).
    const { language } = splitLanguage(pathname);
    const notFoundPage = language === DEFAULT_LANGUAGE ? '404.html' : `${language}/404.html`;
    const page = pathname === '/dashboard' ? 'dashboard/index.html' : notFoundPage;
    const status = page === notFoundPage ? 404 : 200;
    const stored = await rendered?.find(page);
    if (stored) return sendRendered(request, reply, page, stored, status);
    const file = path.join(clientDir!, page);
    if (!fs.existsSync(file)) return reply.status(404).send(errorBody('not_found', messages.common.notFound));
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    markSaveData(reply);
    return reply.status(status).send(fs.createReadStream(file));
  });
}
