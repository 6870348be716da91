/*
 * The database's job queue (decision 014): what other features use of it. Processing an upload and
 * rendering the site are jobs that any instance's worker may claim; a claim holds a lease, so the job of an
 * instance that died is taken again by another once the lease has run out.
 */
export { createJobRunner, type JobOutcome, type JobRunner } from './job-runner.ts';
export { countOpenJobs, deleteJobs, enqueueJob, enqueueMissing, type ClaimedJob } from './jobs.repository.ts';

/** Jobs of the media feature: processing one upload (ref: the media row's id). */
export const MEDIA_JOB = 'media';
/** Rendering the public pages of one build of the client (ref: the build). */
export const RENDER_SITE_JOB = 'render_site';
