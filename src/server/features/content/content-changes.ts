import type { FastifyReply, FastifyRequest } from 'fastify';

/** An onResponse hook: after a write that succeeded, `onChange` (the public pages follow the content). */
export const whenChanged = (onChange: () => void) => async (request: FastifyRequest, reply: FastifyReply) => {
  if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) onChange();
};
