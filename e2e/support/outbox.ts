import { readFileSync } from 'node:fs';

/**
 * The newest sign-in code the server's outbox logged for an address: the e-mail a user would
 * open. The log masks the address, so the match is on the masked form and order.
 */
export async function readCodeFromOutbox(since: number, timeoutMs = 15_000): Promise<string> {
  const logFile = process.env.E2E_SERVER_LOG;
  if (!logFile) throw new Error('E2E_SERVER_LOG is not set; run the suite through run-e2e.mjs');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = readFileSync(logFile, 'utf8').split('\n').slice(since);
    for (const line of lines.reverse()) {
      const code = /\b(\d{6})\b/.exec(line.includes('outbox') ? line : '')?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no sign-in code appeared in the outbox');
}

/** The current length of the server log, to read only what comes after an action. */
export function outboxMark(): number {
  const logFile = process.env.E2E_SERVER_LOG;
  return logFile ? readFileSync(logFile, 'utf8').split('\n').length - 1 : 0;
}
