import type { FastifyInstance } from 'fastify';
import { messages } from '#shared/messages';
import { errorBody } from './error-handler.ts';
import { hasBody } from './request-deadline.ts';

export interface BodyBudget {
  /** Bodies one client (address) may be sending at once: a browser opens at most six connections. */
  perClient: number;
  /** Bodies all clients together may be sending at once. */
  total: number;
}

/**
 * Every request body still arriving holds memory until it is in (up to its route's body limit) and a
 * connection for up to the request deadline. A client may send `perClient` bodies at once (429 beyond), and
 * everyone together `total` (503 beyond, with Retry-After), so a crowd of slow senders cannot grow the
 * server's memory without bound. A body counts from its headers until it has arrived or its connection
 * closes.
 */
export function registerBodyBudget(app: FastifyInstance, budget: BodyBudget): void {
  const byClient = new Map<string, number>();
  let total = 0;
  app.decorate('bodiesInFlight', () => total);

  app.addHook('onRequest', (request, reply, done) => {
    if (!hasBody(request.headers) || request.raw.complete) return done();
    const client = request.ip;
    const mine = byClient.get(client) ?? 0;
    if (mine >= budget.perClient) {
      request.log.info({ client }, 'too many request bodies at once from one client');
      return reply
        .status(429)
        .header('Retry-After', '5')
        .header('Connection', 'close')
        .send(errorBody('too_many_requests', messages.common.tooMany));
    }
    if (total >= budget.total) {
      request.log.warn({ total }, 'too many request bodies at once; refusing more for now');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .header('Connection', 'close')
        .send(errorBody('unavailable', messages.common.busy));
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
    reply.raw.once('close', release);
    done();
  });
}
