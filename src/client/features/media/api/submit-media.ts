import { mediaPaths, submitMediaResponseSchema, uploadFields, type MediaItem } from '#shared/api/media';
import { childrenFields, type ChildrenAnswer } from '#shared/api/media-children';
import { messages } from '#shared/messages';
import { matches } from '#client/lib/answer-schema.ts';
import { readAnswer } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { useChange } from '#client/admin/use-change.ts';

export interface SubmitMediaInput {
  category: string;
  type: string;
  /** Text describing the photo, used as its alt text on the site. */
  altText: string;
  file?: File;
  url?: string;
  /** Identifiable children in it, and where the parents' consent is on file ('' for none). */
  children?: { answer: ChildrenAnswer; consent: string };
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface SubmitMediaOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface SubmitMediaAnswer {
  message: string;
  media: MediaItem;
}

/** The connection failed before the server answered (SPEC: 'Error submitting media'). */
export class UploadNetworkError extends Error {
  constructor() {
    super(messages.media.submitNetworkError);
    this.name = 'UploadNetworkError';
  }
}

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * POST /api/submit_media as multipart. XMLHttpRequest rather than fetch: only it reports the bytes sent,
 * which the progress bar needs on a slow mobile upload.
 */
export function submitMedia(input: SubmitMediaInput, options: SubmitMediaOptions = {}) {
  const form = new FormData();
  // No category: the media library only (a picture uploaded from a content panel).
  if (input.category) form.append(uploadFields.category, input.category);
  else form.append(uploadFields.libraryOnly, 'true');
  form.append(uploadFields.type, input.type);
  if (input.altText.trim()) form.append(uploadFields.altText, input.altText.trim());
  if (input.children) {
    form.append(childrenFields.children, input.children.answer);
    if (input.children.consent.trim()) form.append(childrenFields.consent, input.children.consent.trim());
  }
  if (input.file) form.append(uploadFields.file, input.file);
  else form.append(uploadFields.url, input.url ?? '');

  return new Promise<SubmitMediaAnswer>((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', mediaPaths.submit);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      // The same reading as every other call: 401 tells the dashboard, errors and wrong shapes are ApiErrors.
      try {
        resolve(
          readAnswer(
            xhr.status,
            xhr.responseText,
            matches(submitMediaResponseSchema),
            messages.media.submitFailed,
          ),
        );
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new UploadNetworkError());
    xhr.ontimeout = () => reject(new UploadNetworkError());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export interface SubmitMediaVariables extends SubmitMediaOptions {
  input: SubmitMediaInput;
}

export const useSubmitMedia = () =>
  useChange(
    ({ input, ...options }: SubmitMediaVariables) => submitMedia(input, options),
    queryKeys.media.all,
  );
