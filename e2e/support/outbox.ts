import { devMailboxResponseSchema } from '@jokerwise/contracts';

// Sign-in codes as a player on the suite's development server reads them: from the local
// mailbox (GET /api/dev/mailbox), picked by the full address, so players that other workers
// sign up at the same moment never hand this one their code.

/** The messages an address had before an action, so only a newer one counts. */
export interface OutboxMark {
  readonly email: string;
  readonly seen: ReadonlySet<string>;
}

async function messagesTo(email: string) {
  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error('E2E_BASE_URL is not set; run the suite through run-e2e.mjs');
  const answer = await fetch(`${baseURL}/api/dev/mailbox`);
  if (!answer.ok) throw new Error(`the local mailbox answered ${answer.status}`);
  const { messages } = devMailboxResponseSchema.parse(await answer.json());
  return messages.filter((message) => message.to === email);
}

/** Marks what the mailbox holds for `email` now, before the action that sends a code. */
export async function outboxMark(email: string): Promise<OutboxMark> {
  return { email, seen: new Set((await messagesTo(email)).map((message) => message.id)) };
}

/** The code of the first message to the marked address after the mark (15 s at most). */
export async function readCodeFromOutbox(mark: OutboxMark): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const fresh = (await messagesTo(mark.email)).find((message) => !mark.seen.has(message.id));
    const code = fresh && /\b(\d{6})\b/.exec(fresh.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no sign-in code reached ${mark.email}`);
}
