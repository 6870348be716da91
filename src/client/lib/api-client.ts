/**
 * The one way the browser talks to the API: same-origin fetch, JSON in and out. Every call states the
 * shape it expects; a refused request and an answer of another shape both become an ApiError, so each
 * caller's one error path shows its own message (SPEC section 8) instead of the page breaking on data it
 * cannot draw. A dropped connection stays the TypeError fetch throws, with its own message.
 */
export type ApiErrorKind =
  /** The server answered with an error status. */
  | 'status'
  /** The server answered OK, but not with JSON of the expected shape. */
  | 'shape';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly kind: ApiErrorKind = 'status',
    /** The request's field the server's refusal is about, when it names one (`slug`, `bank.ifsc`). */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * What an answer must look like: a zod-free guard from src/shared/api/*-guards.ts on public pages (ADR 005),
 * or `matches(schema)` from ./answer-schema.ts in the dashboard.
 */
export type AnswerCheck<T> = (value: unknown) => value is T;

/** Shown when a call names no message of its own and the answer cannot be read. */
export const unreadableAnswerMessage = 'The server sent an answer we could not read. Please try again later.';

/** Listeners told when the server answers 401, so the dashboard can return to /login. */
const unauthorizedListeners = new Set<() => void>();
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface ApiOptions extends Omit<RequestInit, 'body'> {
  body?: unknown;
  /** Message used when the server gives none, and when its answer has the wrong shape. */
  fallbackMessage?: string;
}

export async function apiFetch<T>(
  path: string,
  expect: AnswerCheck<T>,
  options: ApiOptions = {},
): Promise<T> {
  const { body, fallbackMessage, headers, ...rest } = options;
  // A form, or a file sent as it is (its own type as Content-Type); anything else goes as JSON.
  const isRaw =
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob);
  const response = await fetch(path, {
    credentials: 'same-origin',
    ...rest,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && !isRaw ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isRaw ? (body as FormData | Blob) : JSON.stringify(body),
  });
  return readAnswer(response.status, await response.text(), expect, fallbackMessage);
}

/**
 * Turns a status and body text into the expected value or an ApiError. Shared by apiFetch and the upload,
 * which needs XMLHttpRequest for its progress events.
 */
export function readAnswer<T>(
  status: number,
  text: string,
  expect: AnswerCheck<T>,
  fallbackMessage?: string,
): T {
  const data = parseJson(text);
  if (status < 200 || status > 299) {
    if (status === 401) unauthorizedListeners.forEach((listener) => listener());
    const payload = isObject(data) ? data : {};
    const message =
      typeof payload.error === 'string' && payload.error
        ? payload.error
        : typeof payload.message === 'string' && payload.message
          ? payload.message
          : (fallbackMessage ?? `Request failed (${status})`);
    throw new ApiError(
      status,
      message,
      typeof payload.code === 'string' ? payload.code : undefined,
      'status',
      typeof payload.field === 'string' ? payload.field : undefined,
    );
  }
  if (!expect(data))
    throw new ApiError(status, fallbackMessage ?? unreadableAnswerMessage, undefined, 'shape');
  return data;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
