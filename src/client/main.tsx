import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { defaultSiteContent } from '#shared/content/site-content';
import { installPopstateGate } from './lib/popstate-gate.ts';
import { readEmbeddedContent, SiteContentProvider } from './lib/site-content.tsx';
import { en } from './i18n/catalogues/en.ts';
import { LanguageProvider } from './i18n/language-context.tsx';
import './styles/global.css';

// Before the router adds its own listener: the dashboard may hold a Back that would lose unsaved work.
installPopstateGate();

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    {/* The dashboard and its sign-in pages are in English. */}
    <LanguageProvider value={{ language: 'en', texts: en }}>
      <BrowserRouter>
        {/* The content the page was rendered with, so that hydration finds the same page. */}
        <SiteContentProvider value={readEmbeddedContent() ?? { content: defaultSiteContent }}>
          <App />
        </SiteContentProvider>
      </BrowserRouter>
    </LanguageProvider>
  </StrictMode>
);

// Prerendered pages are hydrated; the app shell of browser-only routes is rendered fresh.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
