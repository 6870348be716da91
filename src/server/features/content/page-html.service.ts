/**
 * The pages' HTML allow-list, for the other features that take the rich-text editor's HTML (the mail
 * composer): one allow-list, so what a page may hold and what a mail may hold never drift apart.
 */
export { sanitizePageBody } from './page-html.ts';
