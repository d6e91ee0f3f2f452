// What every billing use case and both payment providers are handed. The factory that builds
// it (billing-deps.ts) imports the providers, so the providers import these shapes from here;
// BillingDeps, the core plus the chosen provider, sits beside PaymentProvider.
import type { User } from '@jokerwise/contracts';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { BillingUserRow } from './billing.repository';

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
  /** Drops a user's cached sessions on every instance once their subscription changed (ADR 028). */
  onUserChanged?: (userId: string) => Promise<void>;
}
