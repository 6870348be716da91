import type { ErrorCode } from '#shared/api/errors';

/** A failure the visitor can act on. Services throw these; only the HTTP layer turns them into statuses. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** The request's field the refusal is about, when it is about one (a taken address, a wrong date). */
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The base of the errors that carry nothing but their message: one status and code each. */
function statusError(status: number, code: ErrorCode) {
  return class extends AppError {
    constructor(message: string, field?: string) {
      super(status, code, message, field);
    }
  };
}

export class BadRequestError extends statusError(400, 'bad_request') {}
export class UnauthorizedError extends statusError(401, 'unauthorized') {}
export class ForbiddenError extends statusError(403, 'forbidden') {}
export class NotFoundError extends statusError(404, 'not_found') {}
export class ConflictError extends statusError(409, 'conflict') {}
export class TooLargeError extends statusError(413, 'too_large') {}
export class UnsupportedMediaError extends statusError(415, 'unsupported_media') {}

/** A service the answer needs (the storage bucket) does not answer: try again in `retryAfterSeconds`. */
export class ServiceUnavailableError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, 'unavailable', message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'too_many_requests', message);
  }
}
