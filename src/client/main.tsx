import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { defaultSiteContent } from '#shared/content/site-content';
import { readEmbeddedContent, SiteContentProvider } from './lib/site-content.tsx';
import './styles/global.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      {/* The content the page was rendered with, so that hydration finds the same page. */}
      <SiteContentProvider value={readEmbeddedContent() ?? { content: defaultSiteContent }}>
        <App />
      </SiteContentProvider>
    </BrowserRouter>
  </StrictMode>
);

// Prerendered pages are hydrated; the app shell of browser-only routes is rendered fresh.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
