import type { DevMailboxMessage } from '@jokerwise/contracts';
import { answerApi } from '../../../testing/api';
import { errorResponse, json } from '../../../testing/responses';

/*
 * Test helpers for the dev mailbox: captured e-mails and GET /api/dev/mailbox answered through
 * the one MSW server. Test-only; never imported by app code.
 */

export function buildMessage(overrides: Partial<DevMailboxMessage> = {}): DevMailboxMessage {
  return {
    id: '0b6f5a0e-7d1c-4a39-9a63-3f1f6f7d2c11',
    to: 'ante@example.com',
    subject: 'Your Jokerwise sign-in code: 482913',
    text: 'Your Jokerwise sign-in code is:\n\n    482913\n\nEnter it on the sign-in page.',
    createdAt: '2026-11-23T12:00:00.000Z',
    ...overrides,
  };
}

/** Answers GET /api/dev/mailbox with `answer` (a status for the error envelope). */
export function stubMailbox(answer: readonly DevMailboxMessage[] | number) {
  return answerApi({
    'GET /api/dev/mailbox': () =>
      typeof answer === 'number'
        ? errorResponse(answer, 'NOPE', 'The mailbox is broken')
        : json({ messages: answer }),
  });
}
