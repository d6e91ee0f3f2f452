import { errorBodySchema, webhookAckSchema } from '@jokerwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { BillingDeps } from './payment-provider';

const MAX_EVENT_BYTES = 1024 * 1024;

/**
 * Its own scope: the signature covers the exact bytes Stripe sent, so this route keeps the raw
 * body as a Buffer instead of parsing JSON (the app's JSON parser stays for every other route).
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (
  app,
  { deps },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_EVENT_BYTES },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.post(
    '/api/stripe/webhook',
    {
      config: { policy: 'public', rateLimit: { max: 600, timeWindow: 60_000 } },
      bodyLimit: MAX_EVENT_BYTES,
      schema: {
        tags: ['billing'],
        summary: 'Stripe events (signed)',
        headers: z.object({ 'stripe-signature': z.string().optional() }),
        body: z.unknown().describe('The raw Stripe event; the signature is checked over its bytes'),
        response: { 200: webhookAckSchema, 400: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      if (!signature)
        throw new AppError(400, 'MISSING_SIGNATURE', 'The Stripe-Signature header is missing.');
      const { duplicate } = await deps.payments.receiveWebhook(raw, signature);
      return { received: true as const, duplicate };
    },
  );
};
