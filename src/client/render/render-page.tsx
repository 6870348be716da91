import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../app.tsx';
import { SiteContentProvider, type RenderedContent } from '../lib/site-content.tsx';

/**
 * Renders a route to HTML (at build time, and on the server after a content change), waiting for its lazy page so the content is all there. Error
 * boundaries do not act on the server, so a page that throws here fails the build rather than shipping
 * without its content.
 */
export async function render(url: string, rendered?: RenderedContent): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        {rendered ? (
          <SiteContentProvider value={rendered}>
            <App />
          </SiteContentProvider>
        ) : (
          <App />
        )}
      </StaticRouter>
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
  return Buffer.concat(chunks).toString('utf8');
}
