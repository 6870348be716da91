import type { IncomingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Node's own answer when a request takes too long, written straight to the socket as Node does. */
const TIMEOUT_RESPONSE = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();

/** Whether a request with these headers sends a body. */
export function hasBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function arm(request: FastifyRequest, reply: FastifyReply, ms: number): void {
  clearTimeout(timers.get(request));
  const timer = setTimeout(() => {
    request.log.info({ ms }, 'request body too slow; closing the connection');
    const socket = request.raw.socket;
    if (!request.raw.complete && !socket.destroyed) {
      if (!reply.raw.headersSent) socket.end(TIMEOUT_RESPONSE);
      socket.destroy();
    }
  }, ms);
  timer.unref();
  timers.set(request, timer);
  const disarm = () => clearTimeout(timer);
  request.raw.once('end', disarm).once('close', disarm);
}

/**
 * Every request body must have arrived within `requestMs` of the request's start, so a visitor who sends
 * one byte every few seconds cannot hold a connection (and its memory) open for ever. Node's own
 * `requestTimeout` is checked only every 30 seconds and cannot differ per route; this one is exact, and a
 * route that needs longer for a signed-in administrator (an upload) extends it with `extendBodyDeadline`.
 */
export function registerRequestDeadline(app: FastifyInstance, requestMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    // A request injected in-process (app.inject) has no connection to hold open or to close; its body may
    // never be read at all when it is answered first (401, 404), which would fire the timer on a socket
    // that has neither `end` nor `destroy`.
    if (hasBody(request.headers) && request.raw.socket instanceof Socket) arm(request, reply, requestMs);
    done();
  });
}

/** Gives this request's body `ms` from now; call it only after the request is known to be trusted. */
export function extendBodyDeadline(request: FastifyRequest, reply: FastifyReply, ms: number): void {
  if (timers.has(request) && !request.raw.complete) arm(request, reply, ms);
}
