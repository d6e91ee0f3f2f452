import type { User } from '@jokerwise/contracts';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { BillingUserRow } from './billing.repository';
import { createStripeGateway, type StripeGateway } from './stripe-client';

export type BillingConfig = Pick<
  AppConfig,
  | 'PAYMENTS_PROVIDER'
  | 'PUBLIC_URL'
  | 'HOST'
  | 'PORT'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_PRICE_EXPLORER'
  | 'STRIPE_PRICE_MASTER'
  | 'STRIPE_PRICE_LEGEND'
>;

/** What the billing use cases need; time is an argument so tests can move it. */
export interface BillingDeps {
  db: Db;
  config: BillingConfig;
  now: () => Date;
  /** Present when PAYMENTS_PROVIDER is stripe. */
  stripe: StripeGateway | null;
  /** The user as /api/me shows it (the auth module's view), for refresh's `{ user }`. */
  renderUser: (row: BillingUserRow) => User;
}

export interface CreateBillingDepsInput {
  db: Db;
  config: BillingConfig & Pick<AppConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>;
  renderUser: (row: BillingUserRow) => User;
  now?: () => Date;
  /** Tests may hand in their own gateway; by default one is built from the config. */
  stripe?: StripeGateway;
}

export function createBillingDeps(input: CreateBillingDepsInput): BillingDeps {
  const isStripe = input.config.PAYMENTS_PROVIDER === 'stripe';
  return {
    db: input.db,
    config: input.config,
    now: input.now ?? (() => new Date()),
    stripe: isStripe ? (input.stripe ?? createStripeGateway(input.config)) : null,
    renderUser: input.renderUser,
  };
}

/** Where the browser reaches us; absolute URLs handed to Stripe are built on it. */
export function publicUrl(config: Pick<AppConfig, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}

/** The local provider takes no money; Stripe does when its key is a live key. */
export function isTestMode(deps: Pick<BillingDeps, 'stripe'>): boolean {
  return deps.stripe?.testMode ?? true;
}
