import type { LightMyRequestResponse } from 'fastify';

/** The known-device cookie a login answer sets. */
export function knownDeviceOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const cookie = (Array.isArray(header) ? header : [header]).find((c) => c?.startsWith('gurukul_device='));
  if (!cookie) throw new Error('no known-device cookie set');
  return cookie.split(';')[0]!.slice('gurukul_device='.length);
}

/** Sorted by code unit, the same on both engines whatever the database's collation. */
export const byKey = <T extends { key: string }>(rows: T[]) =>
  [...rows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

/** How many answers had each status. */
export function statusCounts(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}
