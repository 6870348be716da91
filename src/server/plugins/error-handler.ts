import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { securityHeaders } from './security.ts';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '#shared/api/errors';
import { messages } from '#shared/messages';
import { AppError, ServiceUnavailableError, TooManyRequestsError } from '../errors.ts';

const fastifyCodes: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'too_large', message: messages.common.tooLarge },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'too_large', message: messages.media.tooLarge },
  FST_FILES_LIMIT: { status: 400, code: 'bad_request', message: messages.common.invalidInput },
  FST_PARTS_LIMIT: { status: 400, code: 'bad_request', message: messages.common.invalidInput },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media',
    message: 'Unsupported content type.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'bad_request', message: messages.common.invalidInput },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'bad_request', message: messages.common.invalidInput },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'bad_request',
    message: messages.common.invalidInput,
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'unsupported_media',
    message: 'Unsupported content type.',
  },
};

export function errorBody(code: ErrorCode, message: string, field?: string): ErrorBody {
  return field ? { error: message, code, field } : { error: message, code };
}

/** `/bank/ifsc` (a validation issue's place in the body) as the form names the field: `bank.ifsc`. */
const fieldOfPath = (instancePath: string | undefined) =>
  instancePath?.split('/').filter(Boolean).join('.') || undefined;

/** One place writes every error body; 5xx details stay in the log, never in the answer. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message =
        first?.message && !first.message.startsWith('Invalid input')
          ? first.message
          : messages.common.invalidInput;
      return reply.status(400).send(errorBody('bad_request', message, fieldOfPath(first?.instancePath)));
    }
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError || error instanceof ServiceUnavailableError)
        reply.header('Retry-After', String(error.retryAfterSeconds));
      // An outage must not be kept by a CDN or a browser as if it were the file's answer.
      if (error instanceof ServiceUnavailableError) reply.header('Cache-Control', 'no-store');
      return reply.status(error.status).send(errorBody(error.code, error.message, error.field));
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return reply.status(known.status).send(errorBody(known.code, known.message));
    if (error.statusCode === 429)
      return reply.status(429).send(errorBody('too_many_requests', messages.common.tooMany));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(errorBody('bad_request', messages.common.invalidInput));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internal', messages.common.internal));
  });
}

/**
 * Errors Fastify meets before any route or hook runs (a path that is not valid percent-encoding, a path
 * parameter over its length): answered like every other error, with the same security headers and
 * without echoing the path.
 */
export function frameworkErrorHandler(config: Config) {
  const headers = securityHeaders(config);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers);
    request.log.info({ code: error.code }, 'malformed request');
    if (error.code === 'FST_ERR_BAD_URL')
      return reply.status(400).send(errorBody('bad_request', messages.common.badUrl));
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
      return reply.status(414).send(errorBody('bad_request', messages.common.badUrl));
    request.log.error({ err: error }, 'unhandled framework error');
    return reply.status(500).send(errorBody('internal', messages.common.internal));
  };
}
