import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

type Auth = { authorization: string };

/**
 * Makes a signed-in user a subscriber the way a user becomes one: the built-in test checkout
 * for Legend, then pay (no trial clock to manage).
 */
export async function subscribe(app: FastifyInstance, auth: Auth): Promise<void> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/checkout/legend-lifetime',
    headers: auth,
  });
  expect(started.statusCode).toBe(200);
  const id = started.json<{ url: string }>().url.split('/').pop() ?? '';
  const paid = await app.inject({
    method: 'POST',
    url: `/api/checkout/test/${id}/pay`,
    headers: auth,
  });
  expect(paid.statusCode).toBe(200);
}
