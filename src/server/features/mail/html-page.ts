import type { SiteDetails } from '#shared/api/content';
import { escapeHtml } from '#shared/escape-html';
import { DEFAULT_LANGUAGE, localPath, type Language } from '#shared/i18n/languages';

export interface PageAction {
  /** POST target of the page's one button. */
  action: string;
  label: string;
}

export interface PageLink {
  href: string;
  label: string;
}

/** Who the page comes from: the site details as the administrator last set them. */
export type PageSite = Pick<SiteDetails, 'name' | 'legalName' | 'email'>;

export interface PageContent {
  title: string;
  heading: string;
  /** Plain text paragraphs; escaped here. */
  paragraphs: string[];
  form?: PageAction | undefined;
  links?: PageLink[] | undefined;
}

/**
 * A small, self-contained page for the links in our mails (unsubscribe, confirmation): branded, readable on
 * a phone, no JavaScript and no external file, so it works in any browser a mail app opens. In `language`
 * (its `<html lang>`, and the home link goes to that language's home page).
 */
export function renderPage(page: PageContent, site: PageSite, language: Language = DEFAULT_LANGUAGE): string {
  const paragraphs = page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  const form = page.form
    ? `<form method="post" action="${escapeHtml(page.form.action)}"><button type="submit">${escapeHtml(page.form.label)}</button></form>`
    : '';
  const links = (page.links ?? [])
    .map((link) => `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`)
    .join('\n');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} | ${escapeHtml(site.name)}</title>
<style>
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; align-items: center; background: #fbf7f2; color: #1f1a17; font: 1.0625rem/1.6 system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif; }
header { width: 100%; padding: 1rem 1.5rem; background: #ffffff; border-bottom: 4px solid #f59e0b; text-align: center; }
header a { font: bold 1.5rem Georgia, 'Times New Roman', serif; color: #7a2e0e; text-decoration: none; }
main { width: calc(100% - 2rem); max-width: 36rem; margin: 2.5rem 1rem; padding: 2rem 1.5rem; background: #ffffff; border: 1px solid #e7ddd3; border-radius: 12px; }
h1 { margin: 0 0 1rem; font: bold 1.5rem/1.3 Georgia, 'Times New Roman', serif; color: #5c2209; }
p { margin: 0 0 1rem; }
a { color: #7a2e0e; }
button { min-height: 44px; padding: 0.75rem 1.5rem; border: 0; border-radius: 6px; background: #7a2e0e; color: #ffffff; font: inherit; font-weight: 600; cursor: pointer; }
button:hover { background: #5c2209; }
a:focus-visible, button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 3px; }
form { margin: 1.5rem 0; }
footer { padding: 0 1rem 2rem; color: #5b524c; font-size: 0.875rem; text-align: center; }
</style>
</head>
<body>
<header><a href="${localPath(language, '/')}">${escapeHtml(site.name)}</a></header>
<main>
<h1>${escapeHtml(page.heading)}</h1>
${paragraphs}
${form}
${links}
</main>
<footer>${escapeHtml(site.legalName)}</footer>
</body>
</html>
`;
}

/** Shows enough of an address for its owner to recognise it, not enough to harvest it from a shared link. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
