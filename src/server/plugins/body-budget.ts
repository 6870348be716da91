import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '#shared/messages';
import { errorBody } from './error-handler.ts';
import { hasBody } from './request-deadline.ts';

export interface BodyBudget {
  /** Slow bodies one client (address) may be sending at once: a browser opens at most six connections. */
  perClient: number;
  /** Slow bodies all clients together may be sending at once. */
  total: number;
  /** A body still arriving this long after its headers is slow (default one second). */
  slowAfterMs?: number;
}

/** A refusal written straight to the socket: the route has not run yet, its body is still arriving. */
function refuse(request: FastifyRequest, status: 429 | 503, message: string): void {
  const body = JSON.stringify(errorBody(status === 429 ? 'too_many_requests' : 'unavailable', message));
  const reason = status === 429 ? 'Too Many Requests' : 'Service Unavailable';
  const socket = request.raw.socket;
  if (socket.destroyed) return;
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nRetry-After: 5\r\n` +
      `Cache-Control: no-store\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  socket.destroy();
}

/**
 * A body still arriving holds memory (up to its route's body limit) and a connection, until the request
 * deadline. Bodies that arrive at once are never counted; one still arriving after `slowAfterMs` is slow, and
 * a client may be sending `perClient` slow bodies at once (429 beyond), everyone together `total` (503
 * beyond), so a crowd of slow senders cannot grow the server's memory without bound. A refused connection
 * is answered with Retry-After and closed; a slow body counts until it has arrived or its connection closes.
 */
export function registerBodyBudget(app: FastifyInstance, budget: BodyBudget): void {
  const byClient = new Map<string, number>();
  let total = 0;
  app.decorate('bodiesInFlight', () => total);

  function take(request: FastifyRequest): void {
    const socket = request.raw.socket;
    // A request injected in-process (app.inject) has no connection that could hold memory or be refused.
    if (!(socket instanceof Socket) || socket.destroyed || request.raw.complete) return;
    const client = request.ip;
    const mine = byClient.get(client) ?? 0;
    if (mine >= budget.perClient) {
      request.log.info({ client }, 'too many slow request bodies from one client; refused');
      return refuse(request, 429, messages.common.tooMany);
    }
    if (total >= budget.total) {
      request.log.warn({ total }, 'too many slow request bodies at once; refused');
      return refuse(request, 503, messages.common.busy);
    }
    byClient.set(client, mine + 1);
    total += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      total -= 1;
      const left = (byClient.get(client) ?? 1) - 1;
      if (left > 0) byClient.set(client, left);
      else byClient.delete(client);
    };
    request.raw.once('end', release).once('close', release);
    socket.once('close', release);
  }

  app.addHook('onRequest', (request, reply, done) => {
    if (hasBody(request.headers)) {
      const timer = setTimeout(() => take(request), budget.slowAfterMs ?? 1000);
      timer.unref();
      const settled = () => clearTimeout(timer);
      // Answered before its body was read (404, 415, a refused session): the body no longer matters.
      request.raw.once('end', settled).once('close', settled);
      reply.raw.once('finish', settled).once('close', settled);
    }
    done();
  });
}
