import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/database';
import { currentVersion, loadPages } from './site.repository.ts';
import type { StoredFile } from './site-files.ts';

/** A stored file as the static site plugin serves it; `etag` names its build and version. */
export type ServedFile = StoredFile & { etag: string };

/**
 * This instance's copy of a build's rendered pages, kept in memory by version: the version is looked up at
 * most once per `checkEveryMs` (one small indexed query), and the pages are read again only when it changed,
 * so every instance serves a new rendering within about that time. `invalidate` makes the next request look
 * at once (this instance just rendered).
 */
export function createRenderedPages(options: {
  db: Db;
  build: string;
  log: FastifyBaseLogger;
  checkEveryMs?: number;
}) {
  const checkEveryMs = options.checkEveryMs ?? 1000;
  let version: number | null = null;
  let files = new Map<string, ServedFile>();
  let checkedAt = -Infinity;
  let checking: Promise<void> | undefined;

  async function refresh(): Promise<void> {
    const latest = await currentVersion(options.db, options.build);
    if (latest === version) return;
    const rows = await loadPages(options.db, options.build);
    const loaded = rows[0]?.version ?? null;
    files = new Map(
      rows.map((row) => [
        row.path,
        { path: row.path, body: row.body, br: row.br, gz: row.gz, etag: `${options.build}-${row.version}` },
      ]),
    );
    version = loaded;
  }

  return {
    /** The stored file at `path` ('index.html', 'team/index.html'), if this build has one. */
    async find(path: string): Promise<ServedFile | undefined> {
      if (performance.now() - checkedAt >= checkEveryMs) {
        checking ??= refresh()
          .catch((error: unknown) => {
            options.log.error({ err: error }, 'reading the rendered pages failed; serving the copy held');
          })
          .finally(() => {
            checkedAt = performance.now();
            checking = undefined;
          });
        await checking;
      }
      return files.get(path);
    },
    /**
     * The stored file at `path` as held, when the version was looked up less than `checkEveryMs` ago; else
     * nothing, and `find` (which looks) answers. For the answers given before Fastify (early-answers.ts).
     */
    peek(path: string): ServedFile | undefined {
      return performance.now() - checkedAt < checkEveryMs ? files.get(path) : undefined;
    },
    invalidate(): void {
      checkedAt = -Infinity;
    },
  };
}
