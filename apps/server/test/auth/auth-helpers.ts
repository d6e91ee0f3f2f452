import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { emailMessages } from '../../src/db/schema';
import type { TestDatabase } from '../helpers/build-test-app';

/** Reads the newest code sent to an address, as the user reads their mail. */
export async function readLatestCode(database: TestDatabase, email: string): Promise<string> {
  const [message] = await database.db
    .select()
    .from(emailMessages)
    .where(eq(emailMessages.toAddress, email.trim().toLowerCase()))
    .orderBy(desc(emailMessages.createdAt))
    .limit(1);
  const code = message ? /\b(\d{6})\b/.exec(message.textBody)?.[1] : undefined;
  if (!code) throw new Error(`no code was sent to ${email}`);
  return code;
}

export async function requestCode(app: FastifyInstance, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/request-code', payload });
}

export async function verify(app: FastifyInstance, email: string, code: string) {
  return app.inject({ method: 'POST', url: '/api/verify-code', payload: { email, code } });
}

export async function signIn(
  app: FastifyInstance,
  database: TestDatabase,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<{ token: string; user: Record<string, unknown>; devMode: boolean }> {
  const requested = await requestCode(app, { email, ...extra });
  expect(requested.statusCode).toBe(200);
  const verified = await verify(app, email, await readLatestCode(database, email));
  expect(verified.statusCode).toBe(200);
  return verified.json();
}

export function me(app: FastifyInstance, token: string) {
  return app.inject({
    method: 'GET',
    url: '/api/me',
    headers: { authorization: `Bearer ${token}` },
  });
}

/** A code that is certainly not the one sent. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A fresh address per call, so tests in one file never share a user. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 13)}@example.com`;
}

export type Auth = { authorization: string };

/** Signs in through the outbox; answers the session as a bearer header and the user's id. */
export async function signInAs(app: FastifyInstance, database: TestDatabase, email: string) {
  const { token, user } = await signIn(app, database, email);
  return { token, userId: String(user.id), auth: { authorization: `Bearer ${token}` } as Auth };
}

/** One request as `auth` (anonymous without it), with an optional JSON body. */
export function callAs(
  app: FastifyInstance,
  auth: Auth | undefined,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    ...(auth ? { headers: auth } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
