import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '#shared/api/errors';
import {
  retentionChangeSchema,
  retentionOverviewSchema,
  retentionPaths,
  retentionPreviewSchema,
  type RetentionPeriods,
} from '#shared/api/retention';
import { dayInIndia } from '#shared/india-time';
import type { Db } from '#server/db/database';
import { getLastRun, getRetentionPeriods, saveRetentionPeriods } from './retention-settings.ts';
import { countDue, nextDay, runTimeOfDay } from './retention-run.ts';

/** When the next run is: today's at its time, or as soon as possible when its time passed; else tomorrow's. */
async function nextRunAt(db: Db, at: Date): Promise<Date> {
  const today = dayInIndia(at);
  const last = await getLastRun(db);
  if (last && last.day >= today) return runTimeOfDay(nextDay(today));
  const todays = runTimeOfDay(today);
  return todays > at ? todays : at;
}

async function preview(db: Db, periods: RetentionPeriods, at: Date) {
  const next = await nextRunAt(db, at);
  return { nextRunAt: next.toISOString(), due: await countDue(db, periods, next) };
}

/** The Keeping personal data panel's reads and its one change (permission 'staff'). */
export const retentionRoutes =
  (now: () => Date): FastifyPluginAsyncZod =>
  async (app) => {
    const overview = async () => {
      const periods = await getRetentionPeriods(app.db);
      const last = await getLastRun(app.db);
      return {
        periods,
        ...(await preview(app.db, periods, now())),
        lastRun: last && { at: last.at, erased: last.erased },
      };
    };

    app.get(retentionPaths.settings, { schema: { response: { 200: retentionOverviewSchema } } }, overview);

    app.get(
      retentionPaths.preview,
      {
        schema: {
          querystring: retentionChangeSchema,
          response: { 200: retentionPreviewSchema, '4xx': errorBodySchema },
        },
      },
      async (request) => preview(app.db, { ...(await getRetentionPeriods(app.db)), ...request.query }, now()),
    );

    app.put(
      retentionPaths.settings,
      {
        config: { audit: 'Changed how long personal data is kept' },
        schema: {
          body: retentionChangeSchema,
          response: { 200: retentionOverviewSchema, '4xx': errorBodySchema },
        },
      },
      async (request) => {
        request.auditBefore = await getRetentionPeriods(app.db);
        await saveRetentionPeriods(app.db, request.body);
        return overview();
      },
    );
  };
