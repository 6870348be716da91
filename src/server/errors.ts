import type { ErrorCode } from '#shared/api/errors';

/** A failure the visitor can act on. Services throw these; only the HTTP layer turns them into statuses. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, 'bad_request', message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message: string) {
    super(401, 'unauthorized', message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(403, 'forbidden', message);
  }
}
export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, 'not_found', message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, 'conflict', message);
  }
}
export class TooLargeError extends AppError {
  constructor(message: string) {
    super(413, 'too_large', message);
  }
}
export class UnsupportedMediaError extends AppError {
  constructor(message: string) {
    super(415, 'unsupported_media', message);
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
