import type { FastifyBaseLogger as Logger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
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

/** An error as one short line for an answer: never a stack, never a URL with credentials. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/[a-z]+:\/\/[^\s@/]+@/gi, '***@').slice(0, 300);
}
