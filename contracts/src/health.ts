import { z } from 'zod';

/**
 * An instance's life: `starting` (migrating, connecting; answers only the health routes),
 * `ready` (serving), `draining` (stopping: finishes what it has, takes nothing new).
 */
export const instanceStateSchema = z.enum(['starting', 'ready', 'draining']);
export type InstanceState = z.infer<typeof instanceStateSchema>;

/** GET /api/health: the process answers (liveness). `instance` is `host:pid`, the one that answered. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  instance: z.string(),
  state: instanceStateSchema,
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** A dependency's answer to the readiness check; `unchecked` while starting or draining. */
const dependencyStatus = z.enum(['up', 'down', 'unchecked']);

/**
 * GET /api/health/ready, for a load balancer: 200 with this when the instance is `ready` and
 * its database (and Redis, when configured) answer now; 503 with the same `data` in the error
 * envelope otherwise. `redis` is null when REDIS_URL is not set.
 */
export const readinessSchema = z.object({
  ready: z.boolean(),
  instance: z.string(),
  state: instanceStateSchema,
  database: z.object({ status: dependencyStatus, driver: z.enum(['sqlite', 'mysql']) }),
  redis: z.object({ status: dependencyStatus }).nullable(),
});
export type Readiness = z.infer<typeof readinessSchema>;
