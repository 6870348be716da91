import type { Db, DbEngine } from './db/database.ts';
import type { Config } from './config.ts';
import type { ResponseCache } from './plugins/response-cache.ts';
import type { EarlyAnswers } from './plugins/early-answers.ts';
import type { HealthChecks } from './plugins/health-checks.ts';
import type { RedisConnection } from './plugins/redis.ts';
import type { SiteRenderer } from './features/site/site-renderer.ts';
import type { FileStorage } from './storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbEngine: DbEngine;
    /** Where uploads, originals, documents and receipts are kept: DATA_DIR or a bucket (decision 012). */
    storage: FileStorage;
    /** Every route as registered, for the test that proves admin routes are protected by default. */
    routeTable: { method: string; url: string }[];
    /** The administrator behind the request's session cookie, if any; never fails (features/auth). */
    readSession(request: FastifyRequest): Promise<{ email: string; adminId: number } | null>;
    /** The public lists' answers held in memory (bounded in bytes). */
    responseCache: ResponseCache;
    /** Answers a visitor's GET for a fresh cached list before Fastify sees it (decision 015). */
    earlyAnswers: EarlyAnswers;
    /** The dependency checks the health answers run; features and plugins add theirs. */
    healthChecks: HealthChecks;
    /** Set with REDIS_URL: counters and cache invalidation shared by every instance (decision 013). */
    redis: RedisConnection | undefined;
    /** Renders the public pages again from the database; absent without a built client (tests). */
    siteRenderer: SiteRenderer | undefined;
    /** How many request bodies are arriving now (plugins/body-budget.ts). */
    bodiesInFlight(): number;
  }
  interface FastifyRequest {
    /** Set by the admin scope's hook once the session cookie is verified. */
    admin: { email: string; adminId: number } | null;
  }
}
