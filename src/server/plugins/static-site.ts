import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorBody } from './error-handler.ts';
import { markSaveData } from './save-data.ts';
import { messages } from '#shared/messages';

/**
 * Serves the built site: prerendered HTML per route (never cached stale), hashed assets cached for a year,
 * precompressed .br/.gz variants when the browser accepts them. Uploads are served from DATA_DIR/uploads.
 * `siteDir` holds the pages rendered again with the database's content; a page found there is served
 * before the build's own copy of it.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  clientDir: string | undefined,
  siteDir?: string,
): Promise<void> {
  fs.mkdirSync(app.config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    acceptRanges: true,
    setHeaders: (res) => {
      res.header('Cache-Control', 'public, max-age=31536000, immutable');
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Content-Security-Policy', "default-src 'none'; sandbox");
    },
  });

  const hasClient = clientDir !== undefined && fs.existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    if (siteDir) fs.mkdirSync(siteDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: siteDir ? [siteDir, clientDir!] : clientDir!,
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
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/uploads/') || !hasClient) {
      return reply.status(404).send(errorBody('not_found', messages.common.notFound));
    }
    const pathname = request.url.split('?')[0]!.replace(/\/+$/, '');
    // Routes that exist only in the browser (the dashboard) get the app shell.
    const page = pathname === '/dashboard' ? 'dashboard/index.html' : '404.html';
    const file = [siteDir, clientDir]
      .filter((dir): dir is string => dir !== undefined)
      .map((dir) => path.join(dir, page))
      .find((candidate) => fs.existsSync(candidate));
    if (!file) return reply.status(404).send(errorBody('not_found', messages.common.notFound));
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    markSaveData(reply);
    return reply.status(page === '404.html' ? 404 : 200).send(fs.createReadStream(file));
  });
}
