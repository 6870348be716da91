import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PublicPage } from '#shared/api/content';
import type { RenderedFile, SiteContent } from '#shared/content/site-content';
import type { RenderableSite } from '../content/site-content.service.ts';
import { clearSite, writeSite } from './site-files.ts';

/** What the server-side bundle of the client (`dist/ssr/entry-server.js`) offers for rendering the site. */
export interface SiteRenderModule {
  renderSite(input: {
    content: SiteContent;
    pages: PublicPage[];
    template: string;
    manifest: unknown;
    siteUrl: string;
  }): Promise<RenderedFile[]>;
}

export interface SiteRendererOptions {
  load: (now: Date) => Promise<RenderableSite>;
  /** The server-side bundle of the client, with the page template beside it (template.html). */
  ssrEntry: string;
  /** The built client: its Vite manifest names each page's assets. */
  clientDir: string;
  /** Where the rendered pages go (DATA_DIR/site), served before the build's own pages. */
  outDir: string;
  siteUrl: string;
  log: FastifyBaseLogger;
  now: () => Date;
  /** How long to wait for more changes before rendering (a save often changes several things). */
  debounceMs?: number;
}

/** The longest a timer may wait (setTimeout's limit is about 24.8 days; a day keeps clocks honest). */
const MAX_WAIT_MS = 24 * 60 * 60 * 1000;

/**
 * Renders the public pages again after the content changed: off the request path, one rendering at a
 * time, the latest content always winning, and by itself when a scheduled page's time comes.
 */
export function createSiteRenderer(options: SiteRendererOptions) {
  const debounceMs = options.debounceMs ?? 200;
  let module: SiteRenderModule | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let debounce: NodeJS.Timeout | undefined;
  /** A change is waiting for its debounce to end. */
  let pending = false;
  let scheduled: NodeJS.Timeout | undefined;
  let closed = false;

  async function renderOnce(): Promise<void> {
    const started = performance.now();
    module ??= (await import(pathToFileURL(options.ssrEntry).href)) as SiteRenderModule;
    const [template, manifest] = await Promise.all([
      fs.readFile(path.join(path.dirname(options.ssrEntry), 'template.html'), 'utf8'),
      fs.readFile(path.join(options.clientDir, '.vite/manifest.json'), 'utf8').then(JSON.parse),
    ]);
    const site = await options.load(options.now());
    const files = await module.renderSite({ ...site, template, manifest, siteUrl: options.siteUrl });
    await writeSite(options.outDir, files);
    scheduleNext(site.nextChange);
    options.log.info({ pages: files.length, ms: Math.round(performance.now() - started) }, 'site rendered');
  }

  function scheduleNext(nextChange: string | null) {
    clearTimeout(scheduled);
    scheduled = undefined;
    if (nextChange === null || closed) return;
    const wait = Math.min(Math.max(Date.parse(nextChange) - options.now().getTime(), 0), MAX_WAIT_MS);
    scheduled = setTimeout(() => void render(), wait);
    scheduled.unref();
  }

  /** Renders now, or right after the rendering under way; resolves when the content of this call is out. */
  function render(): Promise<void> {
    if (closed) return Promise.resolve();
    if (running) {
      // The rendering under way goes round once more and resolves after that.
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await renderOnce();
        } while (again && !closed);
      } catch (error) {
        options.log.error(
          { err: error },
          'rendering the site failed; visitors see the pages rendered before',
        );
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    /** Clears pages an earlier build rendered, then renders; the server awaits it before it listens. */
    async start(): Promise<void> {
      await clearSite(options.outDir);
      await render();
    },
    render,
    /** A content change: render soon, once for a burst of changes. */
    requestRender(): void {
      if (closed) return;
      clearTimeout(debounce);
      pending = true;
      debounce = setTimeout(() => {
        pending = false;
        void render();
      }, debounceMs);
      debounce.unref();
    },
    /** Resolves once nothing is waiting or being rendered (tests and benchmarks). */
    async idle(): Promise<void> {
      while (pending || running) {
        await (running ?? new Promise((resolve) => setTimeout(resolve, debounceMs)));
      }
    },
    async close(): Promise<void> {
      closed = true;
      pending = false;
      clearTimeout(debounce);
      clearTimeout(scheduled);
      await running;
    },
  };
}

export type SiteRenderer = ReturnType<typeof createSiteRenderer>;
