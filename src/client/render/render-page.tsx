import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../app.tsx';
import { defaultSiteContent } from '#shared/content/site-content';
import { IslandRenderContext, islandIdPrefix } from '../islands/island.tsx';
import type { IslandName } from '../islands/island-registry.ts';
import { IslandRoot } from '../islands/island-root.tsx';
import { SiteContentProvider, type RenderedContent } from '../lib/site-content.tsx';
import { languages, splitLanguage, type Language } from '#shared/i18n/languages';
import type { Catalogue } from '../i18n/catalogue.ts';
import { LanguageProvider, type LanguageValue } from '../i18n/language-context.tsx';
import { catalogues } from '../i18n/catalogues/index.ts';
import { recordingReads, type ContentPart } from './content-reads.ts';

const languageOffers = Object.fromEntries(
  languages.map((language) => [language, catalogues[language].language]),
) as Record<Language, Catalogue['language']>;

/**
 * Each island as a React tree of its own, inside the same root the browser hydrates it with, so its HTML
 * and ids are what `hydrateRoot` expects (decision 011).
 */
const islandRenderer =
  (url: string, rendered: RenderedContent, language: LanguageValue) =>
  (element: ReactElement, name: IslandName) =>
    renderToString(
      <IslandRoot rendered={rendered} language={language} url={url}>
        {element}
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(name) },
    );

/** A route's HTML and the parts of the content it read: anywhere on the page, and inside its islands. */
export interface RenderedRoute {
  html: string;
  reads: Set<ContentPart>;
  islandReads: Set<ContentPart>;
}

/**
 * Renders a route to HTML (at build time, and on the server after a content change), waiting for its lazy page so the content is all there. Error
 * boundaries do not act on the server, so a page that throws here fails the build rather than shipping
 * without its content.
 */
export async function render(
  url: string,
  rendered?: RenderedContent,
  options: { app?: boolean } = {},
): Promise<string> {
  return (await renderRoute(url, rendered, options)).html;
}

/** `render`, telling also which parts of the content the page and its islands read (render-site.tsx). */
export async function renderRoute(
  url: string,
  rendered?: RenderedContent,
  { app = false }: { app?: boolean } = {},
): Promise<RenderedRoute> {
  const errors: unknown[] = [];
  const { language } = splitLanguage(url);
  // The single-page app hydrates its pages without the other languages' words: they carry no offers, so
  // the browser draws what the server drew.
  const languageValue = { language, texts: catalogues[language], offers: app ? undefined : languageOffers };
  const given = rendered ?? { content: defaultSiteContent };
  const reads = new Set<ContentPart>();
  const islandReads = new Set<ContentPart>();
  const content = recordingReads(given, [reads]);
  const islandContent = recordingReads(given, [reads, islandReads]);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <IslandRenderContext.Provider value={islandRenderer(url, islandContent, languageValue)}>
        <LanguageProvider value={languageValue}>
          <StaticRouter location={url}>
            <SiteContentProvider value={content}>
              <App />
            </SiteContentProvider>
          </StaticRouter>
        </LanguageProvider>
      </IslandRenderContext.Provider>
    </StrictMode>,
    {
      // One piece of HTML: React would otherwise outline large Suspense boundaries and reveal them with
      // inline scripts, which the Content-Security-Policy (script-src 'self') blocks, breaking hydration.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0) throw new Error(`Prerendering ${url} failed`, { cause: errors[0] });
  return { html: Buffer.concat(chunks).toString('utf8'), reads, islandReads };
}
