import { once } from 'node:events';
import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback HTTP peer for a third party (docs/architecture.md#tests): the AI providers, Resend,
// LeadConnector. It records every request and answers with the test's handler; a handler that
// never answers leaves the request hanging until `close`.

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  /** When it arrived (Date.now()). */
  readonly at: number;
  /** 1-based order of arrival. */
  readonly index: number;
}

export type FakeHandler = (request: RecordedRequest, response: ServerResponse) => void;

export async function startFakeServer(handler: FakeHandler) {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
        index: requests.length + 1,
      };
      requests.push(recorded);
      handler(recorded, response);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeServer = Awaited<ReturnType<typeof startFakeServer>>;

/** A closed port: connecting to it is refused. */
export async function refusedUrl(): Promise<string> {
  const fake = await startFakeServer(() => undefined);
  await fake.close();
  return fake.url;
}
