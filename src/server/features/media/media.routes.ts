import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/api/common';
import { errorBodySchema, messageBodySchema } from '#shared/api/errors';
import { sessionToken } from '#server/plugins/session-cookie';
import {
  ALT_TEXT_MAX,
  altTextSchema,
  httpUrlSchema,
  mediaCategorySchema,
  mediaItemSchema,
  mediaListQuerySchema,
  mediaListSchema,
  mediaPageSchema,
  mediaPaths,
  mediaTypeSchema,
  mediaUpdateSchema,
  submitMediaResponseSchema,
  uploadFields,
} from '#shared/api/media';
import { NO_CATEGORY } from '#shared/api/media-categories';
import {
  childrenAnswerSchema,
  childrenFields,
  childrenPaths,
  childrenTexts,
} from '#shared/api/media-children';
import { messages } from '#shared/messages';
import { BadRequestError } from '#server/errors';
import type { ResponseCache } from '#server/plugins/response-cache';
import { readMultipart } from '#server/plugins/multipart-body';
import { extendBodyDeadline } from '#server/plugins/request-deadline';
import { publicAddress } from '#server/storage/storage';
import { removeFiles } from './media-files.ts';
import type { MediaJobs } from './media-jobs.ts';
import * as service from './media.service.ts';
import { requireCategory } from './media-categories.service.ts';
import { mediaCategoryRoutes } from './media-categories.routes.ts';
import { auditBefore } from '#server/features/audit/audit.service';

/** More cursors than any real gallery hands out; past it the record starts again (memory stays bounded). */
const SHARED_CURSORS_MAX = 10_000;

export function mediaPublicRoutes(cache: ResponseCache): FastifyPluginAsyncZod {
  return async (app) => {
    // A page reached through a cursor this server handed out is shared by every visitor paging the
    // gallery and worth keeping; any other cursor is answered from the database and kept nowhere.
    const sharedCursors = new Set<string>();
    const share = (cursor: string | null) => {
      if (!cursor) return;
      if (sharedCursors.size >= SHARED_CURSORS_MAX) sharedCursors.clear();
      sharedCursors.add(cursor);
    };

    app.get(
      mediaPaths.list,
      {
        schema: {
          querystring: mediaListQuerySchema,
          response: { 200: z.union([mediaListSchema, mediaPageSchema]), '4xx': errorBodySchema },
        },
      },
      async (request, reply) => {
        const category = await service.parseCategory(app.db, request.query.category);
        const { limit, cursor } = request.query;
        const search = request.query.q || undefined;
        // The administrator also sees items still being processed or that failed; visitors never do.
        const includeUnpublished = sessionToken(app, request)
          ? Boolean(await app.readSession(request))
          : false;
        const load = async () => {
          const page = await service.listMedia(app.db, {
            category,
            includeUnpublished,
            limit,
            cursor,
            search,
            address: (sitePath) => publicAddress(app.storage, sitePath),
          });
          if (!includeUnpublished) share(page.nextCursor);
          return limit === undefined ? page.items : page;
        };
        if (includeUnpublished) {
          reply.header('Cache-Control', 'private, no-store');
          return load();
        }
        const key = `media:${category ?? 'All'}:${limit ?? ''}:${cursor ?? ''}:${search ?? ''}`;
        return cache.send(request, reply, key, load, {
          // A search's answers are many and rarely asked twice: never kept.
          store: search === undefined && (cursor === undefined || sharedCursors.has(cursor)),
        });
      },
    );
  };
}

/**
 * The answer about children an upload carries (docs/media.md): required for the gallery; an upload to the
 * library only may leave it out (never shown in the gallery, it is listed as not asked).
 */
function childrenOf(
  fields: Record<string, string | undefined>,
  libraryOnly: boolean,
): service.ChildrenOnFile {
  const sent = fields[childrenFields.children];
  if (libraryOnly && !sent) return { children: null, children_consent: null };
  const answer = childrenAnswerSchema.safeParse({ children: sent, consent: fields[childrenFields.consent] });
  if (!answer.success) {
    const issue = answer.error.issues[0]!;
    throw new BadRequestError(
      issue.message,
      issue.path[0] === 'consent' ? childrenFields.consent : childrenFields.children,
    );
  }
  return service.childrenOnFile(answer.data);
}

/** `changed`: what visitors see of the media changed (cached lists, the gallery's rendered page). */
export function mediaAdminRoutes(changed: () => void, jobs: MediaJobs): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(mediaCategoryRoutes(changed));
    const tempDir = path.join(app.config.dataDir, 'tmp');
    fs.mkdirSync(tempDir, { recursive: true, mode: 0o700 });

    app.post(
      mediaPaths.submit,
      {
        config: { audit: 'Added a photo or video' },
        schema: { response: { 201: submitMediaResponseSchema, '4xx': errorBodySchema } },
        // Runs after the admin scope's session check: only a signed-in administrator gets the long deadline.
        onRequest: async (request, reply) => extendBodyDeadline(request, reply, app.config.uploadTimeoutMs),
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new BadRequestError(messages.media.fileOrUrlRequired);
        const { fields, file } = await readMultipart(request, { tempDir, fileField: uploadFields.file });
        try {
          const libraryOnly = fields[uploadFields.libraryOnly] === 'true';
          const category = mediaCategorySchema.safeParse(fields[uploadFields.category]);
          const type = mediaTypeSchema.safeParse(fields[uploadFields.type] ?? '');
          if ((!libraryOnly && !category.success) || !type.success)
            throw new BadRequestError(messages.media.categoryAndTypeRequired);
          // '' keeps it in the media library only, never shown in /gallery.
          const categoryName = libraryOnly ? '' : await requireCategory(app.db, category.data!);
          const alt = altTextSchema.safeParse(fields[uploadFields.altText] ?? '');
          if (!alt.success) throw new BadRequestError(messages.media.altTooLong(ALT_TEXT_MAX));
          const altText = alt.data || null;
          const children = childrenOf(fields, libraryOnly);
          let row;
          if (file && file.size > 0) {
            row = await service.addUploadedMedia(
              app.db,
              { storage: app.storage, enqueue: (id) => jobs.enqueue(id) },
              {
                tempPath: file.tempPath,
                category: categoryName,
                type: type.data,
                altText,
                size: file.size,
                children,
              },
            );
          } else if (fields[uploadFields.url]?.trim()) {
            const url = httpUrlSchema.safeParse(fields[uploadFields.url]);
            if (!url.success) throw new BadRequestError(messages.media.badUrl);
            row = await service.addUrlMedia(app.db, {
              url: url.data,
              category: categoryName,
              type: type.data,
              altText,
              children,
            });
          } else {
            throw new BadRequestError(messages.media.fileOrUrlRequired);
          }
          // A link is shown at once; an upload only once processed, which reports its own change.
          if (row.status === 'ready') changed();
          return reply
            .status(201)
            .send({ message: messages.media.submitted, media: service.toMediaItem(row) });
        } finally {
          if (file) await removeFiles([file.tempPath]);
        }
      },
    );

    app.put(
      mediaPaths.update(':id'),
      {
        config: { audit: 'Changed a photo or video' },
        schema: {
          params: idParamsSchema,
          body: mediaUpdateSchema,
          response: {
            200: z.object({ message: z.string(), media: mediaItemSchema }),
            '4xx': errorBodySchema,
          },
        },
      },
      async (request) => {
        request.auditBefore = await auditBefore.media(app.db, request.params.id);
        const { media_category, media_type, media_url, alt_text } = request.body;
        let url: string | undefined;
        if (media_url !== undefined && media_url !== '') {
          const parsed = httpUrlSchema.safeParse(media_url);
          // The original client sends the stored relative path back unchanged; that is no new URL.
          url = parsed.success ? parsed.data : undefined;
          if (!parsed.success && !media_url.startsWith('/uploads/'))
            throw new BadRequestError(messages.media.badUrl);
        }
        // An item kept in the library only may stay there; any other name must be a current category.
        const category =
          media_category === NO_CATEGORY ? NO_CATEGORY : await requireCategory(app.db, media_category);
        const row = await service.updateMedia(app.db, request.params.id, {
          category,
          type: media_type,
          url,
          altText: alt_text,
        });
        changed();
        return { message: messages.media.updated, media: service.toMediaItem(row) };
      },
    );

    app.put(
      childrenPaths.answer(':id'),
      {
        config: { audit: 'Answered whether identifiable children are in a photo or video' },
        schema: {
          params: idParamsSchema,
          body: childrenAnswerSchema,
          response: {
            200: z.object({ message: z.string(), media: mediaItemSchema }),
            '4xx': errorBodySchema,
          },
        },
      },
      async (request) => {
        request.auditBefore = await auditBefore.mediaChildren(app.db, request.params.id);
        const row = await service.answerChildren(app.db, request.params.id, request.body);
        // Whether visitors may see it can change with the answer.
        changed();
        return { message: childrenTexts.answered, media: service.toMediaItem(row) };
      },
    );

    app.delete(
      mediaPaths.remove(':id'),
      {
        config: { audit: 'Deleted a photo or video' },
        schema: { params: idParamsSchema, response: { 200: messageBodySchema, '4xx': errorBodySchema } },
      },
      async (request) => {
        request.auditBefore = await auditBefore.media(app.db, request.params.id);
        await service.deleteMedia(app.db, app.storage, request.params.id);
        changed();
        return { message: messages.media.deleted };
      },
    );
  };
}
