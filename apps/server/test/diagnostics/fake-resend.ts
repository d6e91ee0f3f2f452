import { startFakeServer } from '../helpers/fake-http-server';

// A loopback stand-in for api.resend.com: `GET /domains` and `POST /emails`, keyed by API key.
// `re_full` may do both, `re_sending` only send (GET /domains says restricted_api_key, as Resend
// does), any other key is refused.

export function startFakeResend() {
  return startFakeServer((request, response) => {
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
    if (request.method === 'GET' && request.url === '/domains') {
      return key === 're_full'
        ? reply(200, { data: [{ name: 'example.com', status: 'verified' }] })
        : reply(401, { statusCode: 401, name: 'restricted_api_key', message: 'sending only' });
    }
    if (request.method === 'POST' && request.url === '/emails') return reply(200, { id: 'em_123' });
    return reply(404, { name: 'not_found' });
  });
}
