import { errorBodySchema, type ErrorBody } from '@jokerwise/contracts';

/** The `{ error: { code, message, fields? } }` envelope, or null for any other body. */
export function parseErrorBody(text: string): ErrorBody | null {
  if (!text) return null;
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
