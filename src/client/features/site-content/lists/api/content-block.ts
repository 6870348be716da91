import type { z } from 'zod';
import { singleCollections, type SingleCollection } from '#shared/api/content';
import { matches } from '#client/lib/answer-schema.ts';
import type { AnswerCheck } from '#client/lib/api-client.ts';
import { useContent, useSaveContent, type ContentEndpoint } from './content-endpoint.ts';

export type BlockOf<N extends SingleCollection> = z.output<(typeof singleCollections)[N]['schema']>;

const endpointOf = <N extends SingleCollection>(name: N): ContentEndpoint<BlockOf<N>> => ({
  name,
  path: singleCollections[name].path,
  check: matches(singleCollections[name].schema) as AnswerCheck<BlockOf<N>>,
});

/** GET /api/content/<block>: the contact details, the About section or the Vision & mission texts. */
export const useContentBlock = <N extends SingleCollection>(name: N) => useContent(endpointOf(name));

/** PUT /api/content/<block>: replaces the block. */
export const useSaveContentBlock = <N extends SingleCollection>(name: N) => useSaveContent(endpointOf(name));
