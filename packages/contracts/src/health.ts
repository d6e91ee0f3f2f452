import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  /** Shared rate-limit store: `off` when REDIS_URL is not set; `down` degrades, never fails. */
  redis: z.enum(['up', 'down', 'off']),
  version: z.string(),
  uptime: z.number().describe('Seconds since the process started'),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
