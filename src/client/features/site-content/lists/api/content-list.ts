import type { z } from 'zod';
import { listCollections, type ListCollection } from '#shared/api/content';
import { matches } from '#client/lib/answer-schema.ts';
import type { AnswerCheck } from '#client/lib/api-client.ts';
import { useContent, useSaveContent, type ContentEndpoint } from './content-endpoint.ts';

type ListOf<N extends ListCollection> = z.output<(typeof listCollections)[N]['list']>;

const endpointOf = <N extends ListCollection>(name: N): ContentEndpoint<ListOf<N>> => ({
  name,
  path: listCollections[name].path,
  check: matches(listCollections[name].list) as AnswerCheck<ListOf<N>>,
});

/** GET /api/content/<list>: impact figures, slides, programmes, testimonials or videos, in order. */
export const useContentList = <N extends ListCollection>(name: N) => useContent(endpointOf(name));

/** PUT /api/content/<list>: the whole list as arranged (added, changed, reordered, removed). */
export const useSaveContentList = <N extends ListCollection>(name: N) => useSaveContent(endpointOf(name));
