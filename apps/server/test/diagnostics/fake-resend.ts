import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback stand-in for api.resend.com: `GET /domains` and `POST /emails`, keyed by API key.
// `re_full` may do both, `re_sending` only send (GET /domains says restricted_api_key, as Resend
// does), any other key is refused.

export async function startFakeResend() {
  const requests: { method: string; url: string; body: string }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const method = request.method ?? '';
      const url = request.url ?? '';
      requests.push({ method, url, body: Buffer.concat(chunks).toString('utf8') });
      const key = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (key !== 're_full' && key !== 're_sending') {
        return reply(401, {
          statusCode: 401,
          name: 'validation_error',
          message: 'API key is invalid',
        });
      }
      if (method === 'GET' && url === '/domains') {
        return key === 're_full'
          ? reply(200, { data: [{ name: 'example.com', status: 'verified' }] })
          : reply(401, { statusCode: 401, name: 'restricted_api_key', message: 'sending only' });
      }
      if (method === 'POST' && url === '/emails') return reply(200, { id: 'em_123' });
      return reply(404, { name: 'not_found' });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
