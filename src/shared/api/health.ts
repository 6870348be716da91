import { z } from 'zod';

/** One dependency as the last health request found it, with how long its check took. */
export const dependencyHealthSchema = z.object({
  name: z.string(),
  /** A required dependency that is down makes the instance unavailable (503). */
  required: z.boolean(),
  status: z.enum(['up', 'down']),
  ms: z.number(),
});
export type DependencyHealth = z.infer<typeof dependencyHealthSchema>;

/** `GET /api/health` and `/api/health/ready`: `status` as it always was, and each dependency. */
export const healthReportSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  dependencies: z.array(dependencyHealthSchema),
});
export type HealthReport = z.infer<typeof healthReportSchema>;

/** `GET /api/health/live`: the process answers; nothing else is checked. */
export const livenessSchema = z.object({ status: z.literal('ok') });
