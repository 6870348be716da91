import type { z } from 'zod';
import { singleCollections, type SingleCollection } from '#shared/api/content';
import { endpointOf, useContent, useSaveContent } from './content-endpoint.ts';

export type BlockOf<N extends SingleCollection> = z.output<(typeof singleCollections)[N]['schema']>;

const blockEndpoint = <N extends SingleCollection>(name: N) =>
  endpointOf<BlockOf<N>>(name, singleCollections[name].path, singleCollections[name].schema);

/** GET /api/content/<block>: the contact details, the About section or the Vision & mission texts. */
export const useContentBlock = <N extends SingleCollection>(name: N) => useContent(blockEndpoint(name));

/** PUT /api/content/<block>: replaces the block. */
export const useSaveContentBlock = <N extends SingleCollection>(name: N) =>
  useSaveContent(blockEndpoint(name));
