import type { Db, DbEngine } from './db/database.ts';
import type { Config } from './config.ts';
import type { ResponseCache } from './plugins/response-cache.ts';
import type { EarlyAnswers } from './plugins/early-answers.ts';
import type { HealthChecks } from './plugins/health-checks.ts';
import type { RedisConnection } from './plugins/redis.ts';
import type { SiteRenderer } from './features/site/site-renderer.ts';
import type { AlertsFeature } from './features/alerts/alerts.feature.ts';
import type { FileStorage } from './storage/storage.ts';
import type { StaffMember } from './features/auth/auth.service.ts';
import type { Permission } from '#shared/staff/roles';

/** A route as registered: its config is the very object its handler later reads (plugins set it). */
export interface RouteEntry {
  method: string;
  url: string;
  config: { permission?: Permission; dashboard?: boolean; audit?: string | false };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbEngine: DbEngine;
    /** Seals personal data and second-factor secrets (features/giving/personal-data.ts#loadDataKey). */
    dataKey: Buffer;
    /** Where uploads, originals, documents and receipts are kept: DATA_DIR or a bucket (decision 012). */
    storage: FileStorage;
    /** Every route as registered, for the test that proves admin routes are protected by default. */
    routeTable: RouteEntry[];
    /** The person behind the request's session cookie, if any; never fails (features/auth). */
    readSession(request: FastifyRequest): Promise<StaffMember | null>;
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
    /** Alerts on visitors' phones (docs/alerts.md); tests drain its queue. */
    alerts: AlertsFeature;
    /** How many request bodies are arriving now (plugins/body-budget.ts). */
    bodiesInFlight(): number;
  }
  interface FastifyRequest {
    /** Set by the dashboard scope's hook once the session cookie is verified. */
    admin: StaffMember | null;
    /**
     * What the changed thing was before the change, for its activity entry (features/audit): a short text,
     * or the record's fields, of which the entry keeps only those the change alters.
     */
    auditBefore?: string | Record<string, unknown> | undefined;
  }
  interface FastifyContextConfig {
    /** What a dashboard route requires of its caller's role (features/staff/permissions.ts). */
    permission?: Permission;
    /** Set on every route of the dashboard scope: it requires a session and declares a permission. */
    dashboard?: boolean;
    /** Open to a person whose role requires a second factor they have not set up yet (setting one up). */
    beforeSecondFactor?: boolean;
    /**
     * A dashboard change's words in the activity log, past tense and plain ("Published a notification");
     * false only for a POST that changes nothing (a preview). Required of every dashboard change.
     */
    audit?: string | false;
  }
}
