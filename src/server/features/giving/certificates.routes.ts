import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/api/common';
import { errorBodySchema, messageBodySchema } from '#shared/api/errors';
import { financialYearParam } from '#shared/api/giving-year';
import {
  certificateMailSchema,
  certificateMessages,
  certificateMatchSchema,
  certificatePaths,
  certificateSchema,
  certificateUploadSchema,
  certificateYearSchema,
} from '#shared/api/giving-certificates';
import { extendBodyDeadline } from '#server/plugins/request-deadline';
import {
  certificateFile,
  certificateYear,
  checkedYear,
  matchByHand,
  queueCertificateMails,
  recordHandOver,
  removeCertificate,
  undoHandOver,
  undoMatch,
  uploadCertificates,
  type CertificateDeps,
} from './certificates.ts';
import { readCertificateUpload } from './certificates-upload.ts';

export type CertificateRouteDeps = CertificateDeps;

/** Form 10BE: the year's certificates uploaded, matched, mailed. Registered inside the admin scope. */
export const certificateAdminRoutes =
  (deps: CertificateRouteDeps, now: () => Date): FastifyPluginAsyncZod =>
  async (app) => {
    const certificateReply = { 200: certificateSchema, '4xx': errorBodySchema };
    app.get(
      certificatePaths.year(':year'),
      {
        schema: {
          params: financialYearParam,
          response: { 200: certificateYearSchema, '4xx': errorBodySchema },
        },
      },
      async (request) => certificateYear(app.db, deps.dataKey, request.params.year),
    );
    app.post(
      certificatePaths.year(':year'),
      {
        config: { audit: 'Uploaded Form 10BE certificates' },
        schema: {
          params: financialYearParam,
          response: { 201: certificateUploadSchema, '4xx': errorBodySchema },
        },
        onRequest: async (request, reply) => extendBodyDeadline(request, reply, app.config.uploadTimeoutMs),
      },
      async (request, reply) => {
        const year = checkedYear(request.params.year);
        const files = await readCertificateUpload(request);
        const by = request.admin?.email ?? 'unknown';
        return reply.status(201).send(await uploadCertificates(app.db, deps, year, files, by, now()));
      },
    );
    app.post(
      certificatePaths.mail(':year'),
      {
        config: { audit: 'Mailed Form 10BE certificates to donors' },
        schema: {
          params: financialYearParam,
          response: { 200: certificateMailSchema, '4xx': errorBodySchema },
        },
      },
      async (request) => queueCertificateMails(app.db, deps, request.params.year, now()),
    );
    app.post(
      certificatePaths.match(':id'),
      {
        config: { audit: 'Matched a Form 10BE certificate to a donation by hand' },
        schema: { params: idParamsSchema, body: certificateMatchSchema, response: certificateReply },
      },
      async (request) => matchByHand(app.db, deps.dataKey, request.params.id, request.body.donationId, now()),
    );
    app.post(
      certificatePaths.unmatch(':id'),
      {
        config: { audit: 'Undid the match of a Form 10BE certificate' },
        schema: { params: idParamsSchema, response: certificateReply },
      },
      async (request) => undoMatch(app.db, deps.dataKey, request.params.id, now()),
    );
    app.post(
      certificatePaths.handOver(':id'),
      {
        config: { audit: 'Recorded a Form 10BE certificate as handed over' },
        schema: { params: idParamsSchema, response: certificateReply },
      },
      async (request) =>
        recordHandOver(app.db, deps.dataKey, request.params.id, request.admin?.email ?? 'unknown', now()),
    );
    app.delete(
      certificatePaths.handOver(':id'),
      {
        config: { audit: 'Undid the hand-over of a Form 10BE certificate' },
        schema: { params: idParamsSchema, response: certificateReply },
      },
      async (request) => undoHandOver(app.db, deps.dataKey, request.params.id),
    );
    app.delete(
      certificatePaths.certificate(':id'),
      {
        config: { audit: 'Removed a Form 10BE certificate' },
        schema: { params: idParamsSchema, response: { 200: messageBodySchema, '4xx': errorBodySchema } },
      },
      async (request) => {
        await removeCertificate(app.db, deps, request.params.id, now());
        return { message: certificateMessages.removed };
      },
    );
    app.get(
      certificatePaths.certificate(':id'),
      {
        schema: {
          params: idParamsSchema,
          response: { 200: z.any().describe('The certificate as PDF'), '4xx': errorBodySchema },
        },
      },
      async (request, reply) => {
        const { fileName, pdf } = await certificateFile(app.db, deps, request.params.id);
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `inline; filename="${fileName}"`)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'")
          .header('Content-Length', pdf.length)
          .send(pdf);
      },
    );
  };
