import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messages } from '#shared/messages';
import { parseByteRange } from '#server/storage/byte-range';
import { contentTypeOf } from '#server/storage/content-types';
import { IMMUTABLE, isStorageKey, type ObjectInfo } from '#server/storage/storage';
import { errorBody } from './error-handler.ts';

/** How long a visitor is asked to wait while the bucket does not answer. */
const RETRY_AFTER_SECONDS = 30;

/** What every public upload is sent with: cached for good (names are never reused), never sniffed or run. */
const uploadHeaders = {
  'Cache-Control': IMMUTABLE,
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
};

/**
 * Serves `/uploads/<name>`: from DATA_DIR/uploads as files, or streamed from the bucket (decision 012) with
 * the same headers, conditional requests and byte ranges (a video seeks with them: 206 and Content-Range).
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  if (app.storage.kind === 'local') {
    await app.register(fastifyStatic, {
      root: app.config.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      acceptRanges: true,
      setHeaders: (res) => {
        for (const [name, value] of Object.entries(uploadHeaders)) res.header(name, value);
      },
    });
    return;
  }
  app.route<{ Params: { name: string } }>({
    method: ['GET', 'HEAD'],
    url: '/uploads/:name',
    schema: { hide: true },
    handler: (request, reply) => sendUploadOrUnavailable(app, request, reply),
  });
}

/**
 * The bucket not answering is an outage the visitor should wait out, not a fault of this request: 503 with
 * Retry-After (a CDN or browser then tries again), never a 500 that might be cached or reported as a bug.
 */
async function sendUploadOrUnavailable(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { name: string } }>,
  reply: FastifyReply,
) {
  try {
    return await sendUpload(app, request, reply);
  } catch (error) {
    if (reply.sent) throw error;
    request.log.warn({ err: error }, 'uploads: the bucket did not answer');
    return reply
      .status(503)
      .header('Retry-After', String(RETRY_AFTER_SECONDS))
      .header('Cache-Control', 'no-store')
      .send(errorBody('unavailable', messages.common.storageUnavailable));
  }
}

async function sendUpload(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { name: string } }>,
  reply: FastifyReply,
) {
  const key = `uploads/${request.params.name}`;
  const notFound = () => reply.status(404).send(errorBody('not_found', messages.common.notFound));
  if (!isStorageKey(key)) return notFound();
  const { headers } = request;
  const needsInfo =
    request.method === 'HEAD' || headers.range || headers['if-none-match'] || headers['if-modified-since'];
  const info = needsInfo ? await app.storage.stat(key) : undefined;
  if (needsInfo && !info) return notFound();
  if (info && isFresh(request, info)) return reply.status(304).headers(describe(key, info)).send();
  const range =
    info && headers.range && rangeApplies(request, info)
      ? parseByteRange(headers.range, info.size)
      : undefined;
  if (range === 'unsatisfiable') {
    return reply.status(416).headers(uploadHeaders).header('Content-Range', `bytes */${info!.size}`).send();
  }
  if (request.method === 'HEAD') {
    return reply.headers(describe(key, info!)).header('Content-Length', info!.size).send();
  }
  const object = await app.storage.read(key, range);
  if (!object) return notFound();
  reply.headers(describe(key, object));
  if (range) {
    reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`)
      .header('Content-Length', range.end - range.start + 1);
  } else {
    reply.header('Content-Length', object.size);
  }
  return reply.send(object.body);
}

function describe(key: string, info: ObjectInfo): Record<string, string> {
  return {
    ...uploadHeaders,
    'Content-Type': info.contentType ?? contentTypeOf(key),
    'Accept-Ranges': 'bytes',
    ...(info.etag ? { ETag: info.etag } : {}),
    ...(info.lastModified ? { 'Last-Modified': info.lastModified.toUTCString() } : {}),
  };
}

/** The browser's copy is current: its ETag matches, or (without one) nothing changed since its date. */
function isFresh(request: FastifyRequest, info: ObjectInfo): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch) return noneMatch === '*' || noneMatch.split(/\s*,\s*/).includes(info.etag ?? '');
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return (
    info.lastModified !== undefined && !Number.isNaN(since) && info.lastModified.getTime() <= since + 999
  );
}

/** `If-Range` names the copy a range is wanted of; another copy is sent whole. */
function rangeApplies(request: FastifyRequest, info: ObjectInfo): boolean {
  const ifRange = request.headers['if-range'];
  return !ifRange || ifRange === info.etag;
}
