import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';

// Secrets never reach the log (docs/architecture.md#security-baseline): credentials in headers and any field that
// looks like a token, code or key are censored wherever pino meets them.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  '*.token',
  '*.code',
  '*.password',
  '*.secret',
  '*.apiKey',
  '*.APP_SECRET',
  '*.STRIPE_SECRET_KEY',
  '*.OPENAI_API_KEY',
  '*.GHL_API_TOKEN',
  '*.RESEND_API_KEY',
];

export function loggerOptions(config: Pick<AppConfig, 'LOG_LEVEL' | 'NODE_ENV'>) {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACT, censor: '[redacted]' },
  } satisfies FastifyServerOptions['logger'];
}
