import { redactUrl } from './redact-url.ts';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The access log: one line per answered request at `info`, as a message rather than nested objects, so it
 * costs one short string per request instead of two lines whose `req` and `res` objects pino would walk
 * through the redaction paths. For example `GET /api/get_notifications 200 0.4 ms 127.0.0.1`, with the
 * request's id beside it. A request's arrival is logged at `debug` only; failed requests keep Fastify's own
 * `request errored` line with the error.
 */
export class AccessLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.info(
      `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms ${request.ip}`,
    );
  }
}
