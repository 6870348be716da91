import fsp from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backupPaths,
  backupRequestSchema,
  backupScheduleInputSchema,
  backupScheduleSchema,
  backupStateSchema,
  backupTexts,
  PASSPHRASE_MIN_LENGTH,
  restoreSummarySchema,
  storedBackupSchema,
} from '#shared/api/backup';
import { errorBodySchema } from '#shared/api/errors';
import { BadRequestError, ConflictError, NotFoundError } from '#server/errors';
import { recordAudit } from '#server/features/audit/audit.service';
import { readMultipart } from '#server/plugins/multipart-body';
import { withWorkDir } from '#server/storage/work-dir';
import { getSchedule, saveSchedule } from './backup-schedule.ts';
import { isEmptyInstall } from './empty-install.ts';
import { restoreBackup } from './restore-backup.ts';
import { isBackupName, listBackups, readStoredBackup, storeBackup } from './stored-backups.ts';

/** The largest backup the dashboard takes in; a larger one is restored with the command line. */
const RESTORE_UPLOAD_MAX_BYTES = 50 * 1024 ** 3;

/**
 * The owner's Backup and restore panel (permission 'staff'): its state, the schedule, making a backup to
 * download, downloading a stored one, and restoring an upload on an empty install.
 */
export const backupRoutes =
  (now: () => Date): FastifyPluginAsyncZod =>
  async (app) => {
    const source = () => ({
      db: app.db,
      storage: app.storage,
      dataKey: app.dataKey,
      dataDir: app.config.dataDir,
      now,
    });

    app.get(backupPaths.backups, { schema: { response: { 200: backupStateSchema } } }, async () => {
      const [schedule, backups, last, emptyInstall] = await Promise.all([
        getSchedule(app.db),
        listBackups(app),
        app.db.selectFrom('backup_runs').selectAll().orderBy('day', 'desc').executeTakeFirst(),
        isEmptyInstall(app.db),
      ]);
      return {
        schedule,
        backups,
        lastScheduledRun: last ? { day: last.day, finishedAt: last.finished_at, error: last.error } : null,
        emptyInstall,
      };
    });

    app.put(
      backupPaths.schedule,
      {
        config: { audit: 'Changed the backup schedule' },
        schema: {
          body: backupScheduleInputSchema,
          response: { 200: backupScheduleSchema, '4xx': errorBodySchema },
        },
      },
      async (request) => {
        const before = await getSchedule(app.db);
        request.auditBefore = { frequency: before.frequency, keep: before.keep };
        return saveSchedule(app.db, app.dataKey, request.body);
      },
    );

    app.post(
      backupPaths.backups,
      {
        config: { audit: 'Made a backup to download' },
        schema: {
          body: backupRequestSchema,
          response: { 201: storedBackupSchema, '4xx': errorBodySchema },
        },
      },
      async (request, reply) => {
        const stored = await storeBackup(source(), request.body.passphrase, 'manual');
        return reply.status(201).send(stored);
      },
    );

    app.get(
      backupPaths.fileRoute,
      {
        schema: {
          params: z.object({ name: z.string().max(200) }),
          response: { 200: z.any().describe('The encrypted backup'), '4xx': errorBodySchema },
        },
      },
      async (request, reply) => {
        const { name } = request.params;
        const object = isBackupName(name) ? await readStoredBackup(app, name) : undefined;
        if (!object) throw new NotFoundError(backupTexts.backupMissing);
        return reply
          .header('Content-Type', 'application/octet-stream')
          .header('Content-Disposition', `attachment; filename="${name}"`)
          .header('Content-Length', String(object.size))
          .header('X-Content-Type-Options', 'nosniff')
          .send(object.body);
      },
    );

    app.post(
      backupPaths.restore,
      {
        // Recorded below, in the restored log: the route's own entry would name an account the backup replaced.
        config: { audit: false },
        schema: { response: { 200: restoreSummarySchema, '4xx': errorBodySchema } },
      },
      async (request) => {
        if (!(await isEmptyInstall(app.db))) throw new ConflictError(backupTexts.notEmpty);
        if (!request.isMultipart()) throw new BadRequestError(backupTexts.noFile, 'file');
        const restoredBy = request.admin?.email ?? null;
        const summary = await withWorkDir(app.config.dataDir, async (dir) => {
          const body = await readMultipart(request, {
            tempDir: dir,
            fileField: 'file',
            maxFileBytes: RESTORE_UPLOAD_MAX_BYTES,
          });
          try {
            const passphrase = body.fields.passphrase ?? '';
            if (passphrase.length < PASSPHRASE_MIN_LENGTH) {
              throw new BadRequestError(backupTexts.passphraseShort, 'passphrase');
            }
            if (!body.file) throw new BadRequestError(backupTexts.noFile, 'file');
            // Checked again now the upload is in: nobody made anything meanwhile.
            if (!(await isEmptyInstall(app.db))) throw new ConflictError(backupTexts.notEmpty);
            return await restoreBackup(source(), body.file.tempPath, passphrase);
          } finally {
            if (body.file) await fsp.rm(body.file.tempPath, { force: true });
          }
        });
        await recordAudit(app.db, request.log, {
          at: now().toISOString(),
          actorId: null,
          actorEmail: restoredBy,
          ip: request.ip,
          area: 'Backup and restore',
          action: 'Restored a backup',
          target: `backup made ${summary.madeAt}`,
          before: null,
          after: `${summary.rows} records, ${summary.files} files`,
        });
        app.responseCache.invalidate('');
        await app.siteRenderer
          ?.render()
          .catch((error: unknown) =>
            request.log.error({ err: error }, 'the restored site could not be rendered'),
          );
        return summary;
      },
    );
  };
