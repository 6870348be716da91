import { ApiError } from '#client/lib/api-client.ts';

/** The server's error when it gave one (SPEC section 8: "server error shown if present"), else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
