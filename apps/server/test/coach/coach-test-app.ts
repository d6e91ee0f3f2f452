import type { FastifyInstance } from 'fastify';
import { buildBillingTestApp } from '../billing/billing-test-app';
import { subscribe } from '../helpers/subscriber';
import { uniqueEmail } from '../auth/auth-helpers';

// The composed app with sign-in, a way to make subscribers, and the coach's calls.

type Auth = { authorization: string };

export async function buildCoachTestApp(env: Record<string, string> = {}) {
  const base = await buildBillingTestApp({ env });
  const { app, signIn } = base;

  async function subscriber(label: string) {
    const signedIn = await signIn(uniqueEmail(label));
    await subscribe(app, signedIn.auth);
    return signedIn;
  }

  return { ...base, subscriber };
}

export function chat(app: FastifyInstance, auth: Auth, payload: object, accept?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/coach/chat',
    headers: { ...auth, ...(accept ? { accept } : {}) },
    payload,
  });
}

export function saveRun(app: FastifyInstance, auth: Auth, document: object) {
  return app.inject({
    method: 'PUT',
    url: '/api/runs/current',
    headers: auth,
    payload: { baseRevision: 0, document },
  });
}

export interface ServerSentEvent {
  readonly event: string;
  readonly data: unknown;
}

/** Parses a text/event-stream body into its events. */
export function parseEventStream(body: string): ServerSentEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}
