import type { User } from '@jokerwise/contracts';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { BillingUserRow } from './billing.repository';
import type { BillingConfig, BillingCore } from './billing-core';
import type { BillingDeps } from './payment-provider';
import { createStripeGateway, type StripeGateway } from './stripe-client';
import { createStripePaymentProvider } from './stripe-payment-provider';
import { createTestPaymentProvider } from './test-payment-provider';

export interface CreateBillingDepsInput {
  db: Db;
  config: BillingConfig & Pick<AppConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>;
  renderUser: (row: BillingUserRow) => User;
  now?: () => Date;
  onUserChanged?: (userId: string) => Promise<void>;
  /** Tests may hand in their own gateway; by default one is built from the config. */
  stripe?: StripeGateway;
}

export function createBillingDeps(input: CreateBillingDepsInput): BillingDeps {
  const core: BillingCore = {
    db: input.db,
    config: input.config,
    now: input.now ?? (() => new Date()),
    renderUser: input.renderUser,
    ...(input.onUserChanged ? { onUserChanged: input.onUserChanged } : {}),
  };
  const payments =
    input.config.PAYMENTS_PROVIDER === 'stripe'
      ? createStripePaymentProvider(core, input.stripe ?? createStripeGateway(input.config))
      : createTestPaymentProvider(core);
  return { ...core, payments };
}
