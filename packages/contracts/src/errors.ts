import { z } from 'zod';

/** Every non-2xx answer has this shape (docs/architecture.md#security-baseline). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type ErrorField = NonNullable<ErrorBody['error']['fields']>[number];
