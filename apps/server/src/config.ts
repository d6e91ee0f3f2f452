import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { domainOf, isReservedDomain } from './lib/email-address';

// docs/architecture.md#configuration: every variable the product reads, parsed once at start-up. A bad value stops
// the process with one line naming the variable (formatConfigError).

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = optionalString.pipe(z.url({ message: 'must be a URL' }).optional());

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/**
 * TRUST_PROXY (docs/architecture.md#configuration): a hop count ("1") or a comma-separated list of proxy addresses
 * or CIDR ranges. `true` is refused: it would trust whatever X-Forwarded-For a client sends and
 * let anyone dodge the per-IP limits.
 */
const TRUST_PROXY_MESSAGE =
  'must be a hop count (1-99) or a comma-separated list of proxy addresses (CIDR allowed)';

const isAddressOrRange = (entry: string): boolean => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^[0-9]{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
};

const trustProxy = optionalString.transform((value, ctx): false | number | string[] => {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (/^[1-9][0-9]?$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
  return z.NEVER;
});

const emailList = optionalString.transform((value) =>
  (value ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email !== ''),
);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ message: 'must be a number' })
      .int()
      .min(0)
      .max(65535, 'must be a port number (0-65535)')
      .default(5000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    REDIS_URL: optionalString.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
        .optional(),
    ),
    APP_SECRET: optionalString.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    TRUST_PROXY: trustProxy,
    /** Multiplies every rate limit; load tests and the e2e suite raise it (docs/operations.md). */
    RATE_LIMIT_SCALE: z.coerce
      .number({ message: 'must be a number' })
      .positive('must be above 0')
      .max(100_000, 'must be at most 100000')
      .default(1),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    ADMIN_EMAILS: emailList,
    EMAIL_FROM: z.string().trim().min(3).default('Jokerwise <no-reply@jokerwise.local>'),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    RESEND_API_KEY: optionalString,
    PAYMENTS_PROVIDER: optionalString.pipe(z.enum(['local', 'stripe']).optional()),
    /** Production runs the built-in test checkout only when this says so (ADR 013). */
    ALLOW_TEST_PAYMENTS: booleanish,
    /** Development conveniences a developer turns on; never implied by NODE_ENV (ADR 013). */
    DEV_MODE: booleanish,
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_EXPLORER: optionalString,
    STRIPE_PRICE_MASTER: optionalString,
    STRIPE_PRICE_LEGEND: optionalString,
    STRIPE_API_BASE: optionalUrl,
    AI_PROVIDER: z.enum(['builtin', 'webhook', 'openai']).default('builtin'),
    AI_WEBHOOK_URL: optionalUrl,
    /** The user's e-mail leaves the server only when the webhook's operator opts in (ADR 010). */
    AI_WEBHOOK_INCLUDE_EMAIL: booleanish,
    OPENAI_BASE_URL: optionalUrl,
    OPENAI_API_KEY: optionalString,
    OPENAI_MODEL: optionalString,
    GHL_API_TOKEN: optionalString,
    GHL_LOCATION_ID: optionalString,
    GHL_BASE_URL: optionalUrl,
    SESSION_RECORDING_WEBHOOK_URL: optionalUrl,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.APP_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_SECRET'],
        message: 'is required when NODE_ENV=production',
      });
    }
    if (env.NODE_ENV === 'production') refuseUnsafeProduction(env, ctx);
    const provider = env.PAYMENTS_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'local');
    if (provider === 'stripe' && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required when PAYMENTS_PROVIDER=stripe',
      });
    }
    if (env.AI_PROVIDER === 'webhook' && !env.AI_WEBHOOK_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_WEBHOOK_URL'],
        message: 'is required when AI_PROVIDER=webhook',
      });
    }
    if (env.AI_PROVIDER === 'openai' && !env.OPENAI_BASE_URL && !env.OPENAI_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_API_KEY'],
        message: 'or OPENAI_BASE_URL is required when AI_PROVIDER=openai',
      });
    }
  });

type ParsedEnv = z.output<typeof envSchema>;

/**
 * Production never falls back to a convenience default that hurts users: payments must be chosen
 * explicitly (the built-in checkout gives subscriptions away), sign-in codes must leave by
 * e-mail, not through the log, from a sender a mail provider accepts, and e-mails and payment
 * returns must link to the address players use, not the listen address (ADR 013).
 */
function refuseUnsafeProduction(env: ParsedEnv, ctx: z.RefinementCtx<ParsedEnv>): void {
  if (!env.PAYMENTS_PROVIDER) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENTS_PROVIDER'],
      message:
        'must be set explicitly when NODE_ENV=production (stripe, or local with ALLOW_TEST_PAYMENTS=true)',
    });
  } else if (env.PAYMENTS_PROVIDER === 'local' && !env.ALLOW_TEST_PAYMENTS) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENTS_PROVIDER'],
      message: 'local runs the TEST MODE checkout; in production it needs ALLOW_TEST_PAYMENTS=true',
    });
  }
  if (!env.PUBLIC_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message:
        'is required when NODE_ENV=production (the address players use: links in e-mails, payment returns)',
    });
  }
  const senderDomain = domainOf(env.EMAIL_FROM);
  if (senderDomain === null || isReservedDomain(senderDomain)) {
    ctx.addIssue({
      code: 'custom',
      path: ['EMAIL_FROM'],
      message:
        'must be an address on a domain you send mail from when NODE_ENV=production (mail from a reserved domain such as jokerwise.local is refused)',
    });
  }
  if (!env.SMTP_URL && !env.RESEND_API_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['SMTP_URL'],
      message:
        'or RESEND_API_KEY is required when NODE_ENV=production (sign-in codes are never printed to the log)',
    });
  }
}

export type Env = ParsedEnv;

export type AppConfig = Omit<Env, 'APP_SECRET' | 'PAYMENTS_PROVIDER' | 'DATA_DIR'> & {
  APP_SECRET: string;
  PAYMENTS_PROVIDER: 'local' | 'stripe';
  /** Absolute path. */
  DATA_DIR: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** One line per problem: `PORT: must be a number`. */
export function formatConfigError(error: z.ZodError): string {
  return error.issues
    .map(
      (issue) => `Invalid configuration: ${issue.path.join('.') || 'environment'} ${issue.message}`,
    )
    .join('\n');
}

/**
 * Parses the environment. APP_SECRET, when absent outside production, is generated once and kept
 * in DATA_DIR so sign-in codes and sessions survive a restart of the embedded product.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw new ConfigError(formatConfigError(parsed.error));
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    PAYMENTS_PROVIDER: env.PAYMENTS_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'local'),
    APP_SECRET: env.APP_SECRET ?? readOrCreateSecret(dataDir),
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
