import type { APIResponse } from '@playwright/test';
import type { z } from 'zod';

/** A response body read through the contract's schema: a wrong shape fails here, by field. */
export async function readBody<T>(response: APIResponse, schema: z.ZodType<T>): Promise<T> {
  const body: unknown = await response.json();
  return schema.parse(body);
}
