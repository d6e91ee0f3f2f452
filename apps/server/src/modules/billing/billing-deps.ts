import type { User } from '@jokerwise/contracts';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { BillingUserRow } from './billing.repository';
import type { PaymentProvider } from './payment-provider';
import { createStripeGateway, type StripeGateway } from './stripe-client';
import { createStripePaymentProvider } from './stripe-payment-provider';
import { createTestPaymentProvider } from './test-payment-provider';

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

/** What every billing use case and both payment providers share; time is an argument. */
export interface BillingCore {
  db: Db;
  config: BillingConfig;
  now: () => Date;
  /** The user as /api/me shows it (the auth module's view), for refresh's `{ user }`. */
  renderUser: (row: BillingUserRow) => User;
}

export interface BillingDeps extends BillingCore {
  /** The one provider PAYMENTS_PROVIDER names (ADR 015). */
  payments: PaymentProvider;
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
  const core: BillingCore = {
    db: input.db,
    config: input.config,
    now: input.now ?? (() => new Date()),
    renderUser: input.renderUser,
  };
  const payments =
    input.config.PAYMENTS_PROVIDER === 'stripe'
      ? createStripePaymentProvider(core, input.stripe ?? createStripeGateway(input.config))
      : createTestPaymentProvider(core);
  return { ...core, payments };
}
