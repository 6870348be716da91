import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PublicPage } from '#shared/api/content';
import type { MediaPage } from '#shared/api/media';
import type { DrawnNotifications } from '#shared/api/notifications';
import type { RenderedFile, SiteContent } from '#shared/content/site-content';
import type { Db, DbEngine } from '#server/db/database';
import {
  countOpenJobs,
  createJobRunner,
  deleteJobs,
  enqueueJob,
  RENDER_SITE_JOB,
  type ClaimedJob,
} from '#server/features/jobs/jobs.service';
import type { RenderableSite } from '../content/site-content.service.ts';
import { compressSite, siteBuildOf, type StoredFile } from './site-files.ts';
import { createRenderedPages } from './rendered-pages.ts';
import { askFirstRendering, currentVersion, storeSite } from './site.repository.ts';

/** What the server-side bundle of the client (`dist/ssr/entry-server.js`) offers for rendering the site. */
export interface SiteRenderModule {
  renderSite(input: {
    content: SiteContent;
    pages: PublicPage[];
    gallery?: MediaPage;
    notifications?: DrawnNotifications;
    template: string;
    manifest: unknown;
    siteUrl: string;
    /** Kept between renderings of this build: routes whose content did not change are not drawn again. */
    cache?: Map<string, unknown>;
  }): Promise<RenderedFile[]>;
}

export interface SiteRendererOptions {
  db: Db;
  engine: DbEngine;
  load: (now: Date) => Promise<RenderableSite>;
  /** The server-side bundle of the client, with the page template beside it (template.html). */
  ssrEntry: string;
  /** The built client: its Vite manifest names each page's assets. */
  clientDir: string;
  siteUrl: string;
  log: FastifyBaseLogger;
  now: () => Date;
  /** How long to wait for more changes before rendering (a save often changes several things). */
  debounceMs?: number;
  /** How often this instance looks for a rendering asked for by another, and for a newer site version. */
  pollMs?: number;
  /** How long a start waits for another instance rendering this build before it serves the build's pages. */
  startWaitMs?: number;
}

/** A rendering that stopped its instance this often (a crash, SIGKILL) is given up until the next change. */
const MAX_RENDER_ATTEMPTS = 3;

/**
 * Renders the public pages again after the content changed, as a job in the database (decision 014): a change
 * asks for one rendering of this build (a burst of changes is one job; a change during a rendering, one more
 * afterwards), one instance claims it, and the pages are stored in the database with a new site version that
 * every instance serves within a second. A scheduled page's time (and the midnight that turns the drawn
 * notifications' days ago) is a job due at that time.
 */
export function createSiteRenderer(options: SiteRendererOptions) {
  const { db, log } = options;
  const debounceMs = options.debounceMs ?? 200;
  const pollMs = options.pollMs ?? 500;
  const build = siteBuildOf(options.ssrEntry, options.clientDir);
  const job = { kind: RENDER_SITE_JOB, ref: build };
  const pages = createRenderedPages({ db, build, log, checkEveryMs: Math.min(pollMs * 2, 1000) });
  let module: SiteRenderModule | undefined;
  // What the last rendering here drew and stored: the next draws and compresses only what changed.
  const routeCache = new Map<string, unknown>();
  let stored = new Map<string, StoredFile>();
  let closed = false;
  /** When the latest rendering asked for here becomes due, and the requests being recorded: idle() waits for them. */
  let askedFor = 0;
  const asking = new Set<Promise<void>>();
  const runner = createJobRunner({
    db,
    engine: options.engine,
    log,
    filter: job,
    handle: async (claimed) => {
      await renderOnce(claimed);
      return 'done';
    },
    pollMs,
    now: options.now,
  });

  /** Renders and stores the site; a failure is logged and visitors keep the pages rendered before. */
  async function renderOnce(claimed: ClaimedJob): Promise<void> {
    if (claimed.attempts > MAX_RENDER_ATTEMPTS) {
      log.error({ attempts: claimed.attempts }, 'rendering the site stopped its server too often; given up');
      return;
    }
    const started = performance.now();
    try {
      module ??= (await import(pathToFileURL(options.ssrEntry).href)) as SiteRenderModule;
      const [template, manifest] = await Promise.all([
        fs.readFile(path.join(path.dirname(options.ssrEntry), 'template.html'), 'utf8'),
        fs.readFile(path.join(options.clientDir, '.vite/manifest.json'), 'utf8').then(JSON.parse),
      ]);
      const site = await options.load(options.now());
      const loaded = performance.now();
      const files = await module.renderSite({
        ...site,
        template,
        manifest,
        siteUrl: options.siteUrl,
        cache: routeCache,
      });
      const rendered = performance.now();
      const compressed = await compressSite(files, stored);
      const changed = compressed.filter((file) => stored.get(file.path) !== file).length;
      stored = new Map(compressed.map((file) => [file.path, file]));
      const compressedAt = performance.now();
      const saved = await storeSite(db, {
        build,
        jobId: claimed.id,
        lockedBy: runner.lockedBy,
        files: compressed,
        now: options.now().toISOString(),
      });
      const steps = {
        loadMs: Math.round(loaded - started),
        renderMs: Math.round(rendered - loaded),
        compressMs: Math.round(compressedAt - rendered),
        storeMs: Math.round(performance.now() - compressedAt),
      };
      if (site.nextChange !== null) await ask(new Date(site.nextChange));
      if (!saved) return;
      await deleteJobs(db, RENDER_SITE_JOB, saved.droppedBuilds);
      pages.invalidate();
      log.info(
        {
          pages: files.length,
          changed,
          version: saved.version,
          ms: Math.round(performance.now() - started),
          ...steps,
        },
        'site rendered',
      );
    } catch (error) {
      log.error({ err: error }, 'rendering the site failed; visitors see the pages rendered before');
    }
  }

  /** Records that this build's site is to be rendered at `at` (coalesced with a rendering already waiting). */
  async function ask(at: Date): Promise<void> {
    const now = options.now().toISOString();
    await enqueueJob(db, { ...job, runAfter: at.toISOString(), now });
    runner.kick(at);
  }

  /** Resolves once no rendering asked for by now (or by this instance) waits or runs, on any instance. */
  async function idle(): Promise<void> {
    while (!closed) {
      await Promise.all(asking);
      await runner.runDue();
      const before = new Date(Math.max(options.now().getTime(), askedFor)).toISOString();
      if ((await countOpenJobs(db, job, before)) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  return {
    build,
    /** This build's rendered pages as the static site serves them. */
    pages,
    /**
     * Starts this instance's worker; the server awaits it before it listens. A build rendered before (another
     * instance of it runs, or this one restarted) is served at once: every change since was a job. A new
     * build is rendered first, by one instance of those starting together (the others wait for its pages),
     * and served from the build's own pages if that takes longer than `startWaitMs`.
     */
    async start(): Promise<void> {
      runner.start();
      if ((await currentVersion(db, build)) !== null) return;
      await askFirstRendering(db, build, options.now().toISOString());
      const deadline = performance.now() + (options.startWaitMs ?? 120_000);
      while (!closed && (await currentVersion(db, build)) === null) {
        await runner.runDue();
        if ((await countOpenJobs(db, job, options.now().toISOString())) === 0) break;
        if (performance.now() > deadline) {
          log.warn('another instance is still rendering the site; serving the build’s pages meanwhile');
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** Renders now (here or on another instance); resolves once that rendering is stored. */
    async render(): Promise<void> {
      if (closed) return;
      await ask(options.now());
      await idle();
    },
    /** A content change: render soon, once for a burst of changes. */
    requestRender(): void {
      if (closed) return;
      const at = new Date(options.now().getTime() + debounceMs);
      askedFor = Math.max(askedFor, at.getTime());
      const asked = ask(at)
        .catch((error: unknown) => log.error({ err: error }, 'the site could not be queued for rendering'))
        .finally(() => asking.delete(asked));
      asking.add(asked);
    },
    /** Resolves once nothing is waiting or being rendered (tests and benchmarks). */
    idle,
    async close(): Promise<void> {
      closed = true;
      await runner.stop();
    },
  };
}

export type SiteRenderer = ReturnType<typeof createSiteRenderer>;
