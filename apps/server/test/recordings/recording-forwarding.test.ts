import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAdminTestApp } from '../admin/admin-test-app';
import { batch, event, sendBatch, startRecording } from './recording-helpers';

// Forwarding to SESSION_RECORDING_WEBHOOK_URL (docs/decisions/022-session-recording-privacy.md),
// against a real HTTP server on loopback: docs/product/staff-console.md's body, an opaque user id instead of the
// e-mail, and bounded retries when the webhook fails.

const received: { body: string; status: number }[] = [];
/** The answers the webhook gives, in order; then 200. */
const answers: number[] = [500];
const server = createServer((request: IncomingMessage, response) => {
  const parts: Buffer[] = [];
  request.on('data', (part: Buffer) => parts.push(part));
  request.on('end', () => {
    const status = answers.shift() ?? 200;
    received.push({ body: Buffer.concat(parts).toString('utf8'), status });
    response.writeHead(status).end('{}');
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const { port } = server.address() as AddressInfo;

const { app, signIn } = await buildAdminTestApp({
  env: { SESSION_RECORDING_WEBHOOK_URL: `http://127.0.0.1:${port}/recordings` },
});

async function until(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 300 && !condition(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('forwarding recordings', () => {
  it('forwards a stored batch, retrying after a failure, without the e-mail', async () => {
    const player = await signIn();
    const id = await startRecording(app, player.auth);
    const now = Date.now();
    const sent = await sendBatch(
      app,
      player.auth,
      batch(id, [event(now, { n: 1 }), event(now + 5)]),
    );
    expect(sent.statusCode).toBe(200);

    await until(() => received.some((item) => item.status === 200));
    expect(received.map((item) => item.status)).toEqual([500, 200]);
    const body: unknown = JSON.parse(received[1]?.body ?? 'null');
    expect(body).toEqual({
      events: [
        {
          type: 3,
          data: { n: 1 },
          timestamp: now,
          sessionId: id.split('.')[0],
          userId: expect.any(String),
        },
        {
          type: 3,
          data: { source: 2 },
          timestamp: now + 5,
          sessionId: id.split('.')[0],
          userId: expect.any(String),
        },
      ],
      metadata: {
        integrationVersion: '1.0.0',
        sessionRecordingUrl: '/jokerwise-ai',
        timestamp: expect.any(Number),
        batchSize: 2,
      },
      user: { id: expect.any(String), plan: null, isAdmin: false },
    });
    const forwarded = received[1]?.body ?? '';
    expect(forwarded).not.toContain(player.email);
    expect(forwarded).not.toContain(player.userId);
  });
});
