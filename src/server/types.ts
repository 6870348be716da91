import type { Db, DbEngine } from './db/database.ts';
import type { Config } from './config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbEngine: DbEngine;
    /** Every route as registered, for the test that proves admin routes are protected by default. */
    routeTable: { method: string; url: string }[];
  }
  interface FastifyRequest {
    /** Set by the admin scope's hook once the session cookie is verified. */
    admin: { email: string; adminId: number } | null;
  }
}
