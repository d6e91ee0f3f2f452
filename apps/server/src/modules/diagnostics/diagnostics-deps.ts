import type { FastifyBaseLogger as Logger, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { recordAdminAction, type AdminActionInput, type AdminActor } from '../admin';
import { getSessionUser } from '../auth';
import type { EmailTransport } from '../email';

export interface DnsOptions {
  /** `host` or `host:port` entries; tests point them at a loopback DNS server. Default: system. */
  servers?: readonly string[];
  /** Per lookup; a resolver that never answers fails the record, not the request. */
  timeoutMs: number;
}

export interface DiagnosticsDeps {
  db: Db;
  config: Pick<AppConfig, 'NODE_ENV' | 'EMAIL_FROM' | 'SMTP_URL' | 'RESEND_API_KEY'>;
  transport: EmailTransport;
  now: () => Date;
  logger: Logger;
  dns: DnsOptions;
}

export const DEFAULT_DNS_TIMEOUT_MS = 3_000;

/** The staff member behind a request, for the audit trail (docs/decisions/016-*). */
export function actorOf(request: FastifyRequest): AdminActor {
  const user = getSessionUser(request);
  return { id: user.id, email: user.email, requestId: request.id };
}

export async function audit(
  deps: DiagnosticsDeps,
  request: FastifyRequest,
  action: AdminActionInput,
): Promise<void> {
  await recordAdminAction(deps.db, actorOf(request), action, deps.now());
}

/** `Jokerwise <no-reply@example.com>` → `no-reply@example.com`; null when there is none. */
export function addressOf(from: string): string | null {
  const match = /<([^<>\s]+@[^<>\s]+)>/.exec(from) ?? /^([^<>\s]+@[^<>\s]+)$/.exec(from.trim());
  return match?.[1] ?? null;
}

/** An error as one short line for an answer: never a stack, never a URL with credentials. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/[a-z]+:\/\/[^\s@/]+@/gi, '***@').slice(0, 300);
}
