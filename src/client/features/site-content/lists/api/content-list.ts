import type { z } from 'zod';
import { listCollections, type ListCollection } from '#shared/api/content';
import { endpointOf, useContent, useSaveContent } from './content-endpoint.ts';

type ListOf<N extends ListCollection> = z.output<(typeof listCollections)[N]['list']>;

const listEndpoint = <N extends ListCollection>(name: N) =>
  endpointOf<ListOf<N>>(name, listCollections[name].path, listCollections[name].list);

/** GET /api/content/<list>: impact figures, slides, programmes, testimonials, videos, mission areas… */
export const useContentList = <N extends ListCollection>(name: N) => useContent(listEndpoint(name));

/** PUT /api/content/<list>: the whole list as arranged (added, changed, reordered, removed). */
export const useSaveContentList = <N extends ListCollection>(name: N) => useSaveContent(listEndpoint(name));
