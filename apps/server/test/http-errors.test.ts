import { requestCodeRequestSchema } from '@jokerwise/contracts';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/http/app-error';
import { registerErrorHandling } from '../src/http/error-handler';
import { registerSecurity } from '../src/http/security';
import { trackRoutes } from '../src/http/route-table';

// The error handler on a real Fastify instance with routes that fail in each way.
async function buildProbe() {
  const logged: unknown[] = [];
  const app = Fastify({
    bodyLimit: 1024,
    logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  trackRoutes(app);
  registerErrorHandling(app);
  await registerSecurity(app, { globalRateLimit: 1000 });
  app.post(
    '/api/probe',
    { schema: { body: z.object({ name: z.string().min(3), age: z.number().int() }) } },
    async (request) => ({ hello: request.body.name }),
  );
  app.post(
    '/api/request-code',
    { schema: { body: requestCodeRequestSchema } },
    async (request) => ({ email: request.body.email }),
  );
  app.get(
    '/api/listing',
    { schema: { querystring: z.object({ limit: z.coerce.number().int().min(1) }) } },
    async (request) => ({ limit: request.query.limit }),
  );
  app.get('/api/boom', async () => {
    throw new Error('database password is hunter2');
  });
  app.get('/api/expected', async () => {
    throw new AppError(409, 'TAKEN', 'That name is taken.');
  });
  app.get('/api/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({
    ok: true,
  }));
  await app.ready();
  return { app, logged };
}

const { app, logged } = await buildProbe();

describe('the error envelope', () => {
  it('turns zod failures into 400 with field paths', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { name: 'ab', age: 1.5, isAdmin: true },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields.map((field: { path: string }) => field.path).sort()).toEqual([
      'body.age',
      'body.name',
    ]);
    // zod's generic wording names the field, without the internal 'body.' prefix.
    expect(body.error.message).toMatch(/^(age|name): /);
  });

  it("shows a schema's own message alone, without any field path", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/request-code',
      payload: { email: 'not-an-address' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: 'Invalid Email, Please enter a valid email address',
      fields: [
        { path: 'body.email', message: 'Invalid Email, Please enter a valid email address' },
      ],
    });
  });

  it('names the field of a query parameter without its container', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/listing?limit=0' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/^limit: Too small/);
  });

  it('strips unknown fields instead of passing them on', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { name: 'alice', age: 3, isAdmin: true },
    });
    expect(response.json()).toEqual({ hello: 'alice' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_JSON');
  });

  it('answers an oversized body with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { name: 'x'.repeat(5000), age: 1 },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/xml' },
      payload: '<name/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('renders expected failures with their status and code', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/expected' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'TAKEN', message: 'That name is taken.' } });
  });

  it('hides the internals of a 5xx from the client and logs them with the request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
    expect(response.json().error.code).toBe('INTERNAL');
    const entry = logged.find((line) => JSON.stringify(line).includes('hunter2'));
    expect(entry).toMatchObject({ reqId: expect.any(String) });
  });

  it('answers 429 with Retry-After in the same envelope', async () => {
    await app.inject({ method: 'GET', url: '/api/limited' });
    const response = await app.inject({ method: 'GET', url: '/api/limited' });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json().error.code).toBe('RATE_LIMITED');
  });
});
