import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  version: z.string(),
  uptime: z.number().describe('Seconds since the process started'),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
