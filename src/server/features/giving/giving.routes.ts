import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/api/common';
import { errorBodySchema } from '#shared/api/errors';
import { financialYearParam } from '#shared/api/giving-year';
import {
  cancelPledgeSchema,
  cancelReceiptSchema,
  correctionSchema,
  ledgerQuerySchema,
  statementFiledSchema,
  ledgerSchema,
  donationChangeSchema,
  receiptPreviewSchema,
  reissueSchema,
  donationListSchema,
  donationQuerySchema,
  donationSchema,
  markReceivedSchema,
  recordDonationSchema,
  statementSchema,
  givingOptionsSchema,
  givingPaths,
  givingSettingsSchema,
  pledgeInputSchema,
  pledgeSchema,
  pledgeTokenQuery,
  referenceParams,
  utrInputSchema,
} from '#shared/api/giving';
import {
  cancelPledge,
  cancelReceipt,
  correctDonation,
  donationChanges,
  issueNow,
  listDonations,
  markReceived,
  previewReceived,
  previewRecorded,
  recordDonation,
  reissueReceipt,
  type Actor,
  type DonationDeps,
} from './donations.ts';
import { documentFile } from './donation-documents.ts';
import { consentContext } from '../consent/consent.service.ts';
import { ledgerOf } from './ledger.ts';
import { getGivingSettings, saveGivingSettings } from './giving-settings.service.ts';
import { markStatementFiled, statementOf } from './statement.ts';
import { createPledge, getPledge, recordUtr, type PledgeDeps } from './pledges.ts';
import { bankStatementRoutes } from './bank-statement.routes.ts';
import { receiptImageRoutes } from './receipt-images.routes.ts';
import { certificateAdminRoutes, type CertificateRouteDeps } from './certificates.routes.ts';
import { auditBefore } from '#server/features/audit/audit.service';

/** /donate's options, a visitor's pledge and the donor's own page of it (signed link). */
export const givingPublicRoutes =
  (deps: PledgeDeps, now: () => Date): FastifyPluginAsyncZod =>
  async (app) => {
    const formLimit = { rateLimit: { max: app.config.rateLimits.formsPerMinute, timeWindow: '1 minute' } };
    app.get(givingPaths.options, { schema: { response: { 200: givingOptionsSchema } } }, async () => {
      const settings = await getGivingSettings(app.db);
      return {
        open: settings.upiId !== '',
        payeeName: settings.payeeName,
        amounts: settings.amounts,
        addressRequiredAbove: settings.addressRequiredAbove,
        fcraAccount: settings.fcraAccount.accountNumber ? settings.fcraAccount : null,
      };
    });
    app.post(
      givingPaths.pledges,
      {
        config: formLimit,
        schema: { body: pledgeInputSchema, response: { 201: pledgeSchema, '4xx': errorBodySchema } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await createPledge(
              app.db,
              deps,
              request.body,
              { ...consentContext(request, request.body.noticeVersion), ip: request.ip },
              now(),
            ),
          ),
    );
    app.get(
      givingPaths.pledge(':reference'),
      {
        schema: {
          params: referenceParams,
          querystring: pledgeTokenQuery,
          response: { 200: pledgeSchema, '4xx': errorBodySchema },
        },
      },
      async (request) => getPledge(app.db, deps, request.params.reference, request.query.token),
    );
    app.post(
      givingPaths.utr(':reference'),
      {
        config: formLimit,
        schema: {
          params: referenceParams,
          querystring: pledgeTokenQuery,
          body: utrInputSchema,
          response: { 200: pledgeSchema, '4xx': errorBodySchema },
        },
      },
      async (request) =>
        recordUtr(app.db, deps, request.params.reference, request.query.token, request.body.utr, now()),
    );
  };

/** The administrator who made a change, for a donation's history. */
const actorOf = (request: FastifyRequest): Actor => ({ email: request.admin?.email ?? 'unknown' });

/** Settings, donations, receipts, the Form 10BD statement and Form 10BE. Registered inside the admin scope. */
export const givingAdminRoutes =
  (deps: DonationDeps & CertificateRouteDeps, now: () => Date): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(certificateAdminRoutes(deps, now));
    await app.register(bankStatementRoutes(deps, now));
    await app.register(receiptImageRoutes(now));
    const donationReply = { 200: donationSchema, '4xx': errorBodySchema };
    app.get(
      givingPaths.donations,
      {
        schema: {
          querystring: donationQuerySchema,
          response: { 200: donationListSchema, '4xx': errorBodySchema },
        },
      },
      async (request) => listDonations(app.db, deps, request.query),
    );
    app.post(
      givingPaths.donations,
      {
        config: { audit: 'Recorded a donation' },
        schema: { body: recordDonationSchema, response: { 201: donationSchema, '4xx': errorBodySchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await recordDonation(app.db, deps, request.body, actorOf(request), now())),
    );
    app.post(
      givingPaths.recordPreview,
      {
        config: { audit: false },
        schema: {
          body: recordDonationSchema,
          response: { 200: receiptPreviewSchema, '4xx': errorBodySchema },
        },
      },
      async (request) => previewRecorded(app.db, deps, request.body, now()),
    );
    app.post(
      givingPaths.received(':id'),
      {
        config: { audit: 'Marked a pledge as received' },
        schema: { params: idParamsSchema, body: markReceivedSchema, response: donationReply },
      },
      async (request) => markReceived(app.db, deps, request.params.id, request.body, actorOf(request), now()),
    );
    app.post(
      givingPaths.receivedPreview(':id'),
      {
        config: { audit: false },
        schema: {
          params: idParamsSchema,
          body: markReceivedSchema,
          response: { 200: receiptPreviewSchema, '4xx': errorBodySchema },
        },
      },
      async (request) => previewReceived(app.db, deps, request.params.id, request.body, now()),
    );
    app.put(
      givingPaths.donation(':id'),
      {
        config: { audit: 'Corrected a donation' },
        schema: { params: idParamsSchema, body: correctionSchema, response: donationReply },
      },
      async (request) => {
        request.auditBefore = await auditBefore.donation(app.db, deps.dataKey, request.params.id);
        return correctDonation(app.db, deps, request.params.id, request.body, actorOf(request), now());
      },
    );
    app.post(
      givingPaths.issue(':id'),
      {
        config: { audit: 'Issued a receipt now' },
        schema: { params: idParamsSchema, response: donationReply },
      },
      async (request) => issueNow(app.db, deps, request.params.id, actorOf(request), now()),
    );
    app.post(
      givingPaths.cancelPledge(':id'),
      {
        config: { audit: 'Cancelled a pledge' },
        schema: { params: idParamsSchema, body: cancelPledgeSchema, response: donationReply },
      },
      async (request) =>
        cancelPledge(app.db, deps, request.params.id, request.body.reason, actorOf(request), now()),
    );
    app.get(
      givingPaths.changes(':id'),
      {
        schema: {
          params: idParamsSchema,
          response: { 200: z.array(donationChangeSchema), '4xx': errorBodySchema },
        },
      },
      async (request) => donationChanges(app.db, request.params.id),
    );
    app.post(
      givingPaths.cancelReceipt(':id'),
      {
        config: { audit: 'Cancelled a receipt' },
        schema: { params: idParamsSchema, body: cancelReceiptSchema, response: donationReply },
      },
      async (request) =>
        cancelReceipt(app.db, deps, request.params.id, request.body.reason, actorOf(request), now()),
    );
    app.post(
      givingPaths.reissue(':id'),
      {
        config: { audit: 'Cancelled a receipt and issued a new one' },
        schema: { params: idParamsSchema, body: reissueSchema, response: donationReply },
      },
      async (request) =>
        reissueReceipt(app.db, deps, request.params.id, request.body, actorOf(request), now()),
    );
    app.get(
      givingPaths.receipt(':id'),
      {
        schema: {
          params: idParamsSchema,
          response: { 200: z.any().describe('The document as PDF'), '4xx': errorBodySchema },
        },
      },
      async (request, reply) => {
        const { number, pdf } = await documentFile(app.db, deps, request.params.id);
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `inline; filename="${number.replace(/\//g, '-')}.pdf"`)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Length', pdf.length)
          .send(pdf);
      },
    );
    app.get(
      givingPaths.ledger,
      { schema: { querystring: ledgerQuerySchema, response: { 200: ledgerSchema, '4xx': errorBodySchema } } },
      async (request) => ledgerOf(app.db, deps.dataKey, request.query.from, request.query.to),
    );
    app.post(
      givingPaths.form10bdFiled(':year'),
      {
        config: { audit: 'Recorded Form 10BD as filed' },
        schema: {
          params: financialYearParam,
          body: statementFiledSchema,
          response: { 200: statementSchema, '4xx': errorBodySchema },
        },
      },
      async (request) =>
        markStatementFiled(
          app.db,
          deps.dataKey,
          request.params.year,
          request.body,
          actorOf(request).email,
          now(),
        ),
    );
    app.get(
      givingPaths.form10bd(':year'),
      {
        schema: {
          params: financialYearParam,
          response: { 200: statementSchema, '4xx': errorBodySchema },
        },
      },
      async (request) => statementOf(app.db, deps.dataKey, request.params.year),
    );
    app.get(givingPaths.settings, { schema: { response: { 200: givingSettingsSchema } } }, async () =>
      getGivingSettings(app.db),
    );
    app.put(
      givingPaths.settings,
      {
        config: { audit: 'Changed the giving settings' },
        schema: {
          body: givingSettingsSchema,
          response: { 200: givingSettingsSchema, '4xx': errorBodySchema },
        },
      },
      async (request) => {
        request.auditBefore = await auditBefore.givingSettings(app.db);
        return saveGivingSettings(app.db, request.body);
      },
    );
  };
