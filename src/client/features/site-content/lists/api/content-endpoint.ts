import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { listEditorTexts as texts } from '#shared/content/list-editor-texts';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch, type AnswerCheck } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';

/**
 * One piece of site content as the dashboard edits it: read with GET, replaced whole with PUT, which
 * answers with what was stored. The endpoint modules beside this file name their path and schema.
 */
export interface ContentEndpoint<T> {
  name: string;
  path: string;
  /** `matches(schema)` of the endpoint's answer. */
  check: AnswerCheck<T>;
}

/** The endpoint of one of the collections the contract names, its answer checked with `schema`. */
export function endpointOf<T>(name: string, path: string, schema: z.ZodType): ContentEndpoint<T> {
  return { name, path, check: matches(schema) as AnswerCheck<T> };
}

export function fetchContent<T>(endpoint: ContentEndpoint<T>, signal?: AbortSignal) {
  return apiFetch(endpoint.path, endpoint.check, {
    signal,
    cache: 'no-store',
    fallbackMessage: texts.loadFailed,
  });
}

export function putContent<T>(endpoint: ContentEndpoint<T>, body: unknown) {
  return apiFetch(endpoint.path, endpoint.check, {
    method: 'PUT',
    body,
    fallbackMessage: texts.saveFailed,
  });
}

export function useContent<T>(endpoint: ContentEndpoint<T>) {
  return useQuery({
    queryKey: queryKeys.siteContent.collection(endpoint.name),
    queryFn: ({ signal }) => fetchContent(endpoint, signal),
  });
}

/** The saved answer becomes the cached one, so the editor starts again from what the server kept. */
export function useSaveContent<T, Input = T>(endpoint: ContentEndpoint<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Input) => putContent(endpoint, body),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.siteContent.collection(endpoint.name), saved),
  });
}
