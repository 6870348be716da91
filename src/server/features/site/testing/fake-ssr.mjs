/**
 * Stands in for the client's server-side bundle in the renderer's tests: each page shows what the renderer
 * gave it, so a test reads the content back from the files. `globalThis.failRendering` makes it fail.
 */
export async function renderSite({ content, pages, gallery, notifications, template, siteUrl }) {
  if (globalThis.failRendering) throw new Error('rendering failed');
  const figures = content.statistics.map((figure) => `${figure.label}: ${figure.value}`).join('; ');
  const menu = content.pages.map((page) => `${page.title}->/${page.slug}`).join(' ');
  const latest = notifications
    ? `<ol>${notifications.items.map((notice) => `<li>${notice.title}</li>`).join('')}</ol>`
    : '';
  return [
    {
      path: 'index.html',
      body: template.replace('<!--app-html-->', `<p>${figures}</p><nav>${menu}</nav>${latest}`),
    },
    ...pages.map((page) => ({ path: `${page.slug}/index.html`, body: `<h1>${page.title}</h1>${page.body}` })),
    {
      path: 'gallery/index.html',
      body: gallery
        ? `Gallery: ${gallery.items.map((item) => item.alt_text).join('; ')}`
        : 'No gallery drawn',
    },
    { path: 'sitemap.xml', body: pages.map((page) => `${siteUrl}/${page.slug}`).join('\n') },
  ];
}
