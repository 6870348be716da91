import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MediaType } from '#shared/api/media';
import { messages } from '#shared/messages';
import { errorMessage } from '#client/admin/error-message.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { isAbort, submitMedia, UploadNetworkError, type SubmitMediaInput } from '../api/submit-media.ts';
import { UPLOADS_AT_ONCE } from '../upload-limits.ts';
import { typeOfFile } from './media-options.ts';
import type { ChosenFile, ChosenFileChange } from './use-chosen-files.ts';

/** What every file of one upload shares. */
export interface BatchCommon {
  category: string;
  /** The type chosen in the form: a file whose own type is plain (image/..., video/...) is sent as that. */
  type: MediaType;
  /** The answer about children, for every file of the upload. */
  children: SubmitMediaInput['children'];
}

export interface BatchOutcome {
  arrived: ChosenFile[];
  failed: number;
  cancelled: boolean;
  /** The server's own words for the last file that arrived. */
  message: string;
}

const reasonOf = (failure: unknown) =>
  failure instanceof UploadNetworkError
    ? messages.media.submitNetworkError
    : errorMessage(failure, messages.media.submitFailed);

/**
 * Sends listed files one API call each (POST /api/submit_media, as for a single file), two at a time: a
 * refused file does not stop the others, Cancel stops them all, and an ended session stops the rest.
 */
export function useUploadBatch(update: (id: string, change: ChosenFileChange) => void) {
  const queryClient = useQueryClient();
  const controller = useRef<AbortController | null>(null);
  const [running, setRunning] = useState<{ done: number; count: number } | null>(null);

  // Leaving the panel (after saying so) stops what is still being sent.
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (list: readonly ChosenFile[], common: BatchCommon): Promise<BatchOutcome> => {
      const abort = new AbortController();
      controller.current = abort;
      setRunning({ done: 0, count: list.length });
      const arrived: ChosenFile[] = [];
      let failed = 0;
      let message = '';
      let next = 0;
      let sessionEnded = false;

      const sendNext = async (): Promise<void> => {
        while (!sessionEnded && !abort.signal.aborted && next < list.length) {
          const row = list[next]!;
          next += 1;
          update(row.id, { status: 'sending', progress: null, error: null });
          try {
            const answer = await submitMedia(
              {
                category: common.category,
                type: typeOfFile(row.file) || common.type,
                altText: row.description,
                file: row.file,
                children: common.children,
              },
              { signal: abort.signal, onProgress: (progress) => update(row.id, { progress }) },
            );
            arrived.push(row);
            message = answer.message;
            update(row.id, { status: 'uploaded', progress: null });
          } catch (failure) {
            if (isAbort(failure)) {
              update(row.id, { status: 'waiting', progress: null });
            } else {
              failed += 1;
              update(row.id, { status: 'failed', progress: null, error: reasonOf(failure) });
              if (failure instanceof ApiError && failure.status === 401) sessionEnded = true;
            }
          }
          setRunning((current) => current && { ...current, done: current.done + 1 });
        }
      };

      await Promise.all(Array.from({ length: Math.min(UPLOADS_AT_ONCE, list.length) }, sendNext));
      if (controller.current === abort) controller.current = null;
      setRunning(null);
      // As every change does: the lists it touches are read again, after a refusal too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.media.all });
      return { arrived, failed, cancelled: abort.signal.aborted, message };
    },
    [queryClient, update],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { run, running, cancel };
}
