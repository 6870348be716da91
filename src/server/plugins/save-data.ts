import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import { SAVE_DATA_COOKIE } from '#shared/save-data';

/** The browser sent `Save-Data: on`. */
export const asksToSaveData = (headers: IncomingHttpHeaders) =>
  String(headers['save-data']).toLowerCase() === 'on';

const hasCookie = (cookie: string | undefined) =>
  (cookie ?? '').split(/;\s*/).some((part) => part.startsWith(`${SAVE_DATA_COOKIE}=`));

/**
 * Tells a prerendered page that the browser asked to save data (`Save-Data: on`): the page reads the
 * cookie before it draws (src/shared/save-data.ts). Without the header the cookie is cleared, so turning
 * data saver off shows the full page again on the next load.
 */
export function markSaveData(reply: FastifyReply): void {
  const { headers } = reply.request;
  reply.header('Vary', 'Accept-Encoding, Save-Data');
  if (asksToSaveData(headers)) {
    reply.header('Set-Cookie', `${SAVE_DATA_COOKIE}=on; Path=/; SameSite=Lax`);
  } else if (hasCookie(headers.cookie)) {
    reply.header('Set-Cookie', `${SAVE_DATA_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`);
  }
}
