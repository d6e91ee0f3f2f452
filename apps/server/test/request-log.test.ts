import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/build-test-app';

// One line per request at the default level, none for web app files, the request id on every
// line (docs/operations.md#logs).
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
const { app } = await buildTestApp({ logger: pino({ level: 'info' }, sink) });

describe('request log', () => {
  it('writes one line per API request, with the request id', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/health?probe=1' });
    const id = response.headers['x-request-id'];
    const mine = lines.filter((line) => line.reqId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      msg: 'request',
      method: 'GET',
      url: '/api/health',
      statusCode: 200,
    });
  });

  it('writes nothing for web app files at the default level', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/assets/app-test.js' });
    await app.inject({ method: 'GET', url: '/' });
    expect(lines).toEqual([]);
  });
});
