import { z } from 'zod';

export const ZApiError = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ZOk = z.object({ ok: z.literal(true) });

/** ISO timestamps travel as strings. */
export const ZTimestamp = z.string();
