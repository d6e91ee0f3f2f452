import { ACCOUNT_EXPORT_MAX_MESSAGES, type AccountExport } from '@jokerwise/contracts';
import { toSubscriptionRecord } from '../../lib/subscription-record';
import type { UserRow } from '../auth';
import type { AccountDeps } from './account-deps';
import {
  findRunOf,
  findSubscriptionOf,
  latestChatOf,
  listInvoicesOf,
  listRecordingsOf,
} from './account.repository';

/** "Download my data": one JSON document, bounded by the newest chat messages. */
export async function exportAccountData(
  deps: Pick<AccountDeps, 'db' | 'now'>,
  user: UserRow,
): Promise<AccountExport> {
  const [subscription, invoices, run, chat, recordings] = await Promise.all([
    findSubscriptionOf(deps.db, user.id),
    listInvoicesOf(deps.db, user.id),
    findRunOf(deps.db, user.id),
    latestChatOf(deps.db, user.id, ACCOUNT_EXPORT_MAX_MESSAGES),
    listRecordingsOf(deps.db, user.id),
  ]);
  return {
    exportedAt: deps.now().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      username: user.username,
      name: user.name,
      marketingOptIn: user.marketingOptIn,
      recordingOptOut: user.recordingOptOut,
      createdAt: user.createdAt.toISOString(),
    },
    subscription: subscription
      ? {
          ...toSubscriptionRecord(subscription),
          currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
        }
      : null,
    invoices: invoices.map((invoice) => ({
      plan: invoice.plan,
      description: invoice.description,
      amountCents: invoice.amountCents,
      periodStart: invoice.periodStart.toISOString(),
      createdAt: invoice.createdAt.toISOString(),
    })),
    savedRun: run
      ? { document: run.document, revision: run.revision, updatedAt: run.updatedAt.toISOString() }
      : null,
    chat: {
      // Oldest first, as the chat reads.
      messages: chat.messages
        .map((message) => ({ ...message, createdAt: message.createdAt.toISOString() }))
        .reverse(),
      omitted: Math.max(0, chat.total - chat.messages.length),
    },
    recordings: recordings.map((recording) => ({
      ...recording,
      startedAt: recording.startedAt.toISOString(),
    })),
  };
}
