import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A fake LeadConnector API v2 for the browser suite: upserts keep contacts by e-mail, the
// connection test answers a page. The CRM e2e points GHL_BASE_URL at it.

export async function startFakeLeadConnector() {
  const upserted: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (request.method === 'POST' && request.url === '/contacts/upsert') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { email?: string };
        upserted.push(body.email ?? '');
        response.end(JSON.stringify({ new: true, contact: { id: `c-${upserted.length}` } }));
        return;
      }
      if (request.method === 'GET' && request.url?.startsWith('/contacts/?')) {
        response.end(JSON.stringify({ contacts: [] }));
        return;
      }
      response.statusCode = 404;
      response.end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    upserted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
