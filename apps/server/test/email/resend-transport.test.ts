import { describe, expect, it } from 'vitest';
import { ResendApiError, createResendTransport } from '../../src/modules/email/resend-transport';
import { startFakeServer } from '../helpers/fake-http-server';
import { SIGN_IN_MESSAGE } from './sign-in-message';

type Answer = { status: number; body: string } | 'hang';

/** A loopback stand-in for api.resend.com that answers every request with `answer`. */
function startFakeResend(answer: Answer) {
  return startFakeServer((_request, response) => {
    if (answer === 'hang') return;
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body);
  });
}

const message = SIGN_IN_MESSAGE;

describe('Resend transport', () => {
  it('posts the message as JSON with the bearer key and an idempotency key', async () => {
    const fake = await startFakeResend({
      status: 200,
      body: '{"id":"49a3999c-0ce1-4ea6-ab68-afcd6dc2e794"}',
    });
    try {
      const transport = createResendTransport({ apiKey: 're_test_key', baseUrl: fake.url });
      expect(transport.name).toBe('resend');
      await transport.send(message);

      expect(fake.requests).toHaveLength(1);
      const [request] = fake.requests;
      expect(request?.method).toBe('POST');
      expect(request?.url).toBe('/emails');
      expect(request?.headers.authorization).toBe('Bearer re_test_key');
      expect(request?.headers['content-type']).toBe('application/json');
      expect(request?.headers['idempotency-key']).toBe(message.id);
      expect(JSON.parse(request?.body ?? '')).toEqual({
        from: message.fromAddress,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
      });
    } finally {
      await fake.close();
    }
  });

  it('turns a non-2xx answer into an error carrying the status and body', async () => {
    const body = '{"statusCode":422,"name":"validation_error","message":"Invalid `from` field."}';
    const fake = await startFakeResend({ status: 422, body });
    try {
      const transport = createResendTransport({ apiKey: 're_test_key', baseUrl: fake.url });
      const error = await transport.send(message).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ResendApiError);
      expect(error).toMatchObject({ status: 422, body });
      expect(String(error)).toContain('Invalid `from` field.');
      expect(String(error)).not.toContain('re_test_key');
    } finally {
      await fake.close();
    }
  });

  it('rejects a 200 answer that is not JSON', async () => {
    const fake = await startFakeResend({ status: 200, body: '<html>gateway</html>' });
    try {
      const transport = createResendTransport({ apiKey: 're_test_key', baseUrl: fake.url });
      await expect(transport.send(message)).rejects.toThrow(/without an e-mail id/);
    } finally {
      await fake.close();
    }
  });

  it('rejects a 200 JSON answer without an id', async () => {
    const fake = await startFakeResend({ status: 200, body: '{"ok":true}' });
    try {
      const transport = createResendTransport({ apiKey: 're_test_key', baseUrl: fake.url });
      await expect(transport.send(message)).rejects.toBeInstanceOf(ResendApiError);
    } finally {
      await fake.close();
    }
  });

  it('gives up when the API does not answer within the timeout', async () => {
    const fake = await startFakeResend('hang');
    try {
      const transport = createResendTransport({
        apiKey: 're_test_key',
        baseUrl: `${fake.url}/`,
        timeoutMs: 300,
      });
      await expect(transport.send(message)).rejects.toThrow(/timeout|aborted/i);
      expect(fake.requests[0]?.url).toBe('/emails');
    } finally {
      await fake.close();
    }
  });
});
