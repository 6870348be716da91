import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { givingPaths, receiptPreviewSchema, type ReceiptPreview } from '#shared/api/giving';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';

/** The preview is asked for once the fields stop changing for this long. */
export const PREVIEW_DELAY_MS = 300;

/** Which action is previewed: marking a pledge received, or recording a donation. */
export type PreviewTarget = { kind: 'received'; id: number } | { kind: 'record' };

const pathOf = (target: PreviewTarget) =>
  target.kind === 'received' ? givingPaths.receivedPreview(target.id) : givingPaths.recordPreview;

/**
 * POST …/preview with the body the action would send: what it would issue, in one sentence, and whether
 * the server would refuse it as it stands. Nothing is changed.
 */
export function fetchReceiptPreview(
  target: PreviewTarget,
  body: unknown,
  signal?: AbortSignal,
): Promise<ReceiptPreview> {
  return apiFetch(pathOf(target), matches(receiptPreviewSchema), {
    method: 'POST',
    body,
    signal,
    fallbackMessage: givingAdminTexts.preview.failed,
  });
}

export type PreviewState =
  /** The fields are not yet complete enough to ask. */
  | { state: 'incomplete' }
  /** Asked; no answer yet. */
  | { state: 'checking' }
  | { state: 'failed' }
  | { state: 'ready'; preview: ReceiptPreview };

/**
 * What the action would issue for `body` (null while the fields do not pass the contract's checks), asked
 * again each time the body settles for PREVIEW_DELAY_MS. The last answer stays shown while the next one
 * is asked for, so the sentence does not flicker while the administrator types.
 */
export function useReceiptPreview(target: PreviewTarget, body: object | null): PreviewState {
  // Compared as text: a body built anew at each render is still the same body.
  const text = body === null ? null : JSON.stringify(body);
  const settled = useDebouncedValue(text, PREVIEW_DELAY_MS);
  const preview = useQuery({
    queryKey: [...queryKeys.giving.all, 'preview', pathOf(target), settled],
    queryFn: ({ signal }) => fetchReceiptPreview(target, JSON.parse(settled ?? '{}') as unknown, signal),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    // Another donation recorded meanwhile can change the answer (cash in the year, a reference used).
    staleTime: 0,
  });
  if (text === null) return { state: 'incomplete' };
  if (preview.data) return { state: 'ready', preview: preview.data };
  if (preview.isError) return { state: 'failed' };
  return { state: 'checking' };
}
