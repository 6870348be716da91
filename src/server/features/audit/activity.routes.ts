import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityAreas,
  activityFiltersSchema,
  activityPageSchema,
  activityPaths,
  activityQuerySchema,
  securitySettingsInputSchema,
  securitySettingsSchema,
} from '#shared/api/activity';
import { errorBodySchema } from '#shared/api/errors';
import { dayInIndia, INDIA_OFFSET_MS } from '#shared/india-time';
import type { Db } from '#server/db/database';
import { csvField } from '#server/csv';
import { auditAreasInUse, auditPeople, listAuditEntries, type AuditFilters } from './audit.repository.ts';
import { getSecuritySettings, saveSecuritySettings } from './security-settings.ts';

const CSV_PAGE = 500;
const CSV_HEADER = [
  'When (India time)',
  'Person',
  'E-mail address',
  'From address',
  'Area',
  'What',
  'On what',
  'Before',
  'After',
];

/** "2026-11-28 14:05": India's time, as a spreadsheet sorts it. */
const indiaMinute = (iso: string) =>
  new Date(Date.parse(iso) + INDIA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** The log's rows the filters select, newest first, read a page at a time as the answer is sent. */
async function* csvLines(db: Db, filters: AuditFilters): AsyncGenerator<string> {
  yield `\uFEFF${CSV_HEADER.map(csvField).join(',')}\r\n`;
  let cursor: number | undefined;
  for (;;) {
    const entries = await listAuditEntries(db, filters, { cursor, limit: CSV_PAGE });
    if (entries.length === 0) return;
    yield entries
      .map((entry) =>
        [
          indiaMinute(entry.at),
          entry.actorName ?? '',
          entry.actorEmail ?? '',
          entry.ip ?? '',
          entry.area,
          entry.action,
          entry.target ?? '',
          entry.before ?? '',
          entry.after ?? '',
        ]
          .map(csvField)
          .join(','),
      )
      .map((line) => `${line}\r\n`)
      .join('');
    if (entries.length < CSV_PAGE) return;
    cursor = entries.at(-1)!.id;
  }
}

/**
 * The activity log as the Team's Activity panel reads it, its CSV, and the security settings (how long the
 * log is kept). Registered with the 'staff' permission; the log has no route that changes or removes an
 * entry.
 */
export const activityRoutes =
  (now: () => Date): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      activityPaths.list,
      {
        schema: {
          querystring: activityQuerySchema,
          response: { 200: activityPageSchema, '4xx': errorBodySchema },
        },
      },
      async (request) => {
        const { cursor, limit, ...filters } = request.query;
        const entries = await listAuditEntries(app.db, filters, { cursor, limit: limit + 1 });
        const more = entries.length > limit;
        const page = more ? entries.slice(0, limit) : entries;
        return { entries: page, nextCursor: more ? page.at(-1)!.id : null };
      },
    );

    app.get(
      activityPaths.csv,
      {
        schema: {
          querystring: activityQuerySchema,
          response: { 200: z.any().describe('The entries as CSV'), '4xx': errorBodySchema },
        },
      },
      async (request, reply) => {
        const { cursor: _cursor, limit: _limit, ...filters } = request.query;
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="activity-${dayInIndia(now())}.csv"`)
          .header('X-Content-Type-Options', 'nosniff')
          .send(Readable.from(csvLines(app.db, filters)));
      },
    );

    app.get(activityPaths.filters, { schema: { response: { 200: activityFiltersSchema } } }, async () => {
      const inUse = new Set(await auditAreasInUse(app.db));
      const known: readonly string[] = activityAreas;
      return {
        people: await auditPeople(app.db),
        areas: [...activityAreas, ...[...inUse].filter((area) => !known.includes(area)).sort()],
      };
    });

    app.get(
      activityPaths.securitySettings,
      { schema: { response: { 200: securitySettingsSchema } } },
      async () => getSecuritySettings(app.db),
    );

    app.put(
      activityPaths.securitySettings,
      {
        config: { audit: 'Changed the security settings' },
        schema: {
          body: securitySettingsInputSchema,
          response: { 200: securitySettingsSchema, '4xx': errorBodySchema },
        },
      },
      async (request) => {
        request.auditBefore = await getSecuritySettings(app.db);
        // Older entries go at the next daily clean-up (features/retention), as the panel says before saving.
        return saveSecuritySettings(app.db, request.body);
      },
    );
  };
