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
import { BadRequestError, NotFoundError } from '#server/errors';
import { readMultipart } from '#server/plugins/multipart-body';
import { extendBodyDeadline } from '#server/plugins/request-deadline';
import { whenChanged } from './content-changes.ts';
import { deleteRoute } from './delete-route.ts';
import * as documents from './documents.service.ts';
import { findPage } from './pages.repository.ts';
import { isVisible } from './pages.service.ts';

type Clock = () => Date;

const documentsDirOf = (dataDir: string) => path.join(dataDir, 'documents');

/** A file name for the browser's save dialog, from the document's title: `annual-report-2025.pdf`. */
const downloadName = (title: string) =>
  `${
    title
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'document'
  }.pdf`;

/**
 * The PDF of a document attached to a page visitors can open (the administrator opens any). Shown in the
 * browser's viewer (inline), never sniffed as anything else, and sandboxed: even a crafted file runs no
 * script with this site's rights.
 */
export const documentPublicRoutes =
  (now: Clock): FastifyPluginAsyncZod =>
  async (app) => {
    const documentsDir = documentsDirOf(app.config.dataDir);
    app.get(
      contentPaths.documentFile(':id'),
      {
        schema: {
          params: idParamsSchema,
          response: { 200: z.any().describe('The PDF file'), '4xx': errorBodySchema },
        },
      },
      async (request, reply) => {
        const { row, filePath } = await documents.documentFile(app.db, documentsDir, request.params.id);
        const page = row.page_id === null ? undefined : await findPage(app.db, row.page_id);
        const shown = page !== undefined && isVisible(page, now());
        if (!shown && !(await app.readSession(request))) throw new NotFoundError(say.documentNotFound);
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `inline; filename="${downloadName(row.title)}"`)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'")
          .header('Cache-Control', shown ? 'public, max-age=300' : 'private, no-store')
          .header('Content-Length', row.size_bytes)
          .send(fs.createReadStream(filePath));
      },
    );
  };

/** Upload, describe, attach and remove documents. Registered inside the admin scope. */
export const documentAdminRoutes =
  (now: Clock, onChange: () => void): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onResponse', whenChanged(onChange));
    const documentsDir = documentsDirOf(app.config.dataDir);
    const tempDir = path.join(app.config.dataDir, 'tmp');
    fs.mkdirSync(documentsDir, { recursive: true, mode: 0o700 });
    fs.mkdirSync(tempDir, { recursive: true, mode: 0o700 });

    app.get(contentPaths.documents, { schema: { response: { 200: documentListSchema } } }, async () =>
      documents.listDocuments(app.db),
    );
    app.post(
      contentPaths.documents,
      {
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
        const document = await documents.addDocument(app.db, documentsDir, file, parsed.data, now());
        return reply.status(201).send(document);
      },
    );
    app.put(
      contentPaths.document(':id'),
      {
        schema: {
          params: idParamsSchema,
          body: documentUpdateSchema,
          response: { 200: documentSchema, '4xx': errorBodySchema },
        },
      },
      async (request) => documents.updateDocument(app.db, request.params.id, request.body),
    );
    deleteRoute(
      app,
      contentPaths.document(':id'),
      (id) => documents.removeDocument(app.db, documentsDir, id),
      say.deleted,
    );
  };
