import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['up', 'down']), driver: z.enum(['sqlite', 'mysql']) }),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
