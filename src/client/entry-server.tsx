/**
 * The server-side bundle of the client (`vite build --ssr`): what the build's prerenderer and the server's
 * site renderer call to turn routes and content into HTML.
 */
export { render } from './render/render-page.tsx';
export { renderSite } from './render/render-site.tsx';
