import { z } from 'zod';
import { ZEnvironment } from './enums';

export const ZEnvironmentResponse = z.object({
  environment: ZEnvironment,
  support_email: z.string(),
  analytics_measurement_id: z.string().nullable(),
});
export type TEnvironmentResponse = z.infer<typeof ZEnvironmentResponse>;

export const ZHealthResponse = z.object({
  status: z.enum(['ok']),
  database: z.enum(['pglite', 'postgres']),
  uptime_seconds: z.number(),
});
