import { contentPaths, siteDetailsSchema } from '#shared/api/content';
import { matches } from '#client/lib/answer-schema.ts';
import { useContent, useSaveContent } from './content-endpoint.ts';

const site = { name: 'site', path: contentPaths.site, check: matches(siteDetailsSchema) };

/** GET /api/content/site: the organisation's name, address, phones, e-mail, hours and social links. */
export const useSiteDetails = () => useContent(site);

/** PUT /api/content/site: replaces the block. */
export const useSaveSiteDetails = () => useSaveContent(site);
