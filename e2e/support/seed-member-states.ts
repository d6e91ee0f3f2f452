// Stores one account per member state on the embedded database in DATA_DIR, before the server
// opens it (own-product.ts `prepare`). The built-in provider only reaches past_due or canceled
// after real days pass, so those states are written as a provider would leave them.
//
//   DATA_DIR=… node --import tsx e2e/support/seed-member-states.ts
import { randomUUID } from 'node:crypto';
import { TRIAL_DAYS } from '@jokerwise/contracts';
import { embeddedDataDir, openDatabase } from '../../apps/server/src/db/database';
import { billingSubscriptions, users } from '../../apps/server/src/db/schema';
import { MEMBER_STATES, memberEmail, memberUsername, type MemberState } from './member-states';

const DAY_MS = 86_400_000;
const now = Date.now();
const at = (days: number) => new Date(now + days * DAY_MS);
/** The free trial that started on the given day: every paid state here began with one. */
const trialFrom = (day: number) => ({ trialUsedAt: at(day), trialEnd: at(day + TRIAL_DAYS) });

type Subscription = Omit<typeof billingSubscriptions.$inferInsert, 'userId' | 'provider'>;

/** The subscription row of each state; null for an account that never subscribed. */
const SUBSCRIPTIONS: Record<MemberState, Subscription | null> = {
  free: null,
  admin: null,
  trialing: {
    plan: 'master',
    type: 'yearly',
    status: 'trialing',
    currentPeriodStart: at(0),
    currentPeriodEnd: at(TRIAL_DAYS),
    ...trialFrom(0),
  },
  active: {
    plan: 'explorer',
    type: 'monthly',
    status: 'active',
    currentPeriodStart: at(-5),
    currentPeriodEnd: at(25),
    ...trialFrom(-7),
  },
  past_due: {
    plan: 'master',
    type: 'yearly',
    status: 'past_due',
    currentPeriodStart: at(-3),
    currentPeriodEnd: at(362),
    ...trialFrom(-370),
  },
  canceled: {
    plan: 'master',
    type: 'yearly',
    status: 'canceled',
    currentPeriodStart: at(-365),
    currentPeriodEnd: at(-2),
    ...trialFrom(-367),
    endedAt: at(-2),
  },
  legend: {
    plan: 'legend',
    type: 'lifetime',
    status: 'active',
    currentPeriodStart: at(-10),
  },
};

const database = await openDatabase({
  kind: 'pglite',
  dataDir: embeddedDataDir(process.env.DATA_DIR ?? './data'),
});
for (const state of MEMBER_STATES) {
  const subscription = SUBSCRIPTIONS[state];
  const id = randomUUID();
  await database.db.insert(users).values({
    id,
    email: memberEmail(state),
    username: memberUsername(state),
    isAdmin: state === 'admin',
    subscriptionStatus: subscription?.status ?? 'inactive',
    subscriptionPlan: subscription?.plan ?? null,
    subscriptionType: subscription?.type ?? null,
    // The test provider's customer id (test-subscription.ts testCustomerId).
    stripeCustomerId: subscription ? `local_cus_${id.replaceAll('-', '')}` : null,
  });
  if (subscription) {
    await database.db
      .insert(billingSubscriptions)
      .values({ userId: id, provider: 'local', ...subscription });
  }
}
await database.close();
