import type { DevMailboxMessage } from '@jokerwise/contracts';
import { vi } from 'vitest';
import { errorResponse, json } from '../../../testing/responses';

/*
 * Test helpers for the dev mailbox: captured e-mails and a fake GET /api/dev/mailbox at the
 * network boundary (`fetch`). Test-only; never imported by app code.
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

/** Answers GET /api/dev/mailbox with `answer` (a status for the error envelope); 404 elsewhere. */
export function stubMailbox(answer: readonly DevMailboxMessage[] | number) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    if (pathname !== '/api/dev/mailbox') return errorResponse(404, 'NOT_FOUND', 'Not found');
    if (typeof answer === 'number') return errorResponse(answer, 'NOPE', 'The mailbox is broken');
    return json({ messages: answer });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
