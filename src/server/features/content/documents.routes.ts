import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/api/common';
import {
  contentMessages as say,
  contentPaths,
  documentFields,
  documentListSchema,
  documentSchema,
  documentUpdateSchema,
  documentUploadFieldsSchema,
} from '#shared/api/content';
import { errorBodySchema } from '#shared/api/errors';
import { messages } from '#shared/messages';
import { BadRequestError, NotFoundError, ServiceUnavailableError } from '#server/errors';
import { readMultipart } from '#server/plugins/multipart-body';
import { extendBodyDeadline } from '#server/plugins/request-deadline';
import { whenChanged } from './content-changes.ts';
import { documentHeaders, isPublishedPage, readDocument } from './document-placement.ts';
import { deleteRoute } from './delete-route.ts';
import * as documents from './documents.service.ts';
import { findPage } from './pages.repository.ts';
import { isVisible } from './pages.service.ts';

type Clock = () => Date;

/**
 * The PDF of a document attached to a page visitors can open (the administrator opens any). Shown in the
 * browser's viewer (inline), never sniffed as anything else, and sandboxed: even a crafted file runs no
 * script with this site's rights.
 */
export const documentPublicRoutes =
  (now: Clock): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      contentPaths.documentFile(':id'),
      {
        schema: {
          params: idParamsSchema,
          response: { 200: z.any().describe('The PDF file'), '4xx': errorBodySchema },
        },
      },
      async (request, reply) => {
        const row = await documents.findDocument(app.db, request.params.id);
        const page = row.page_id === null ? undefined : await findPage(app.db, row.page_id);
        const shown = page !== undefined && isVisible(page, now());
        if (!shown && !(await app.readSession(request))) throw new NotFoundError(say.documentNotFound);
        const file = await readDocument(app.storage, row.storage_key, isPublishedPage(page?.status)).catch(
          (error: unknown) => {
            request.log.warn({ err: error }, 'documents: the storage did not answer');
            throw new ServiceUnavailableError(messages.common.storageUnavailable, 30);
          },
        );
        if (!file) throw new NotFoundError(say.documentNotFound);
        const headers = documentHeaders(row.title, shown);
        return reply
          .header('Content-Type', headers.contentType)
          .header('Content-Disposition', headers.contentDisposition)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'")
          .header('Cache-Control', headers.cacheControl)
          .header('Content-Length', file.size)
          .send(file.body);
      },
    );
  };

/** Upload, describe, attach and remove documents. Registered inside the admin scope. */
export const documentAdminRoutes =
  (now: Clock, onChange: () => void): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onResponse', whenChanged(onChange));
    const tempDir = path.join(app.config.dataDir, 'tmp');
    fs.mkdirSync(tempDir, { recursive: true, mode: 0o700 });

    app.get(contentPaths.documents, { schema: { response: { 200: documentListSchema } } }, async () =>
      documents.listDocuments(app.db),
    );
    app.post(
      contentPaths.documents,
      {
        config: { audit: 'Uploaded a document' },
        schema: { response: { 201: documentSchema, '4xx': errorBodySchema } },
        onRequest: async (request, reply) => extendBodyDeadline(request, reply, app.config.uploadTimeoutMs),
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new BadRequestError(say.documentFileRequired);
        const { fields, file } = await readMultipart(request, { tempDir, fileField: documentFields.file });
        const parsed = documentUploadFieldsSchema.safeParse(fields);
        if (!file || !parsed.success) {
          if (file) await fs.promises.rm(file.tempPath, { force: true });
          throw new BadRequestError(parsed.error?.issues[0]?.message ?? say.documentFileRequired);
        }
        const document = await documents.addDocument(app.db, app.storage, file, parsed.data, now());
        return reply.status(201).send(document);
      },
    );
    app.put(
      contentPaths.document(':id'),
      {
        config: { audit: 'Changed a document' },
        schema: {
          params: idParamsSchema,
          body: documentUpdateSchema,
          response: { 200: documentSchema, '4xx': errorBodySchema },
        },
      },
      async (request) => documents.updateDocument(app.db, app.storage, request.params.id, request.body),
    );
    deleteRoute(
      app,
      contentPaths.document(':id'),
      (id) => documents.removeDocument(app.db, app.storage, id),
      say.deleted,
      { audit: 'Deleted a document' },
    );
  };
