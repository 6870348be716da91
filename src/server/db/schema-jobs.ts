import type { ColumnType, Generated } from 'kysely';

/* The tables of the job queue and of the rendered site (decision 014), part of schema.ts's Database. */

/** Work any instance may take (decision 014); deleted once done. */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  ref: string;
  state: 'queued' | 'running';
  attempts: ColumnType<number, number | undefined, number>;
  locked_by: string | null;
  lease_until: string | null;
  run_after: string;
  created_at: string;
}

/** A file of the site rendered with the database's content, for one build of the client. */
export interface RenderedPagesTable {
  build: string;
  path: string;
  version: number;
  body: Buffer;
  br: Buffer;
  gz: Buffer;
}

export interface SiteVersionsTable {
  build: string;
  version: number;
  job_id: number;
  rendered_at: string;
}
