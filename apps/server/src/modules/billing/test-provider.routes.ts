import {
  checkoutSessionIdParamsSchema,
  errorBodySchema,
  testCheckoutSchema,
  testPortalSchema,
  urlResponseSchema,
} from '@jokerwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSessionUser } from '../auth';
import type { BillingDeps } from './payment-provider';
import { getTestPortal, setCancelAtPeriodEnd } from './test-subscription';
import { cancelTestCheckout, getTestCheckout, payTestCheckout } from './test-checkout';

// The test provider's TEST MODE checkout and portal (docs/architecture.md#runtime-pieces). Registered only when
// PAYMENTS_PROVIDER is local; every route acts on the caller's own session or subscription.

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export const testProviderRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (
  app,
  { deps },
) => {
  const params = checkoutSessionIdParamsSchema;

  app.get(
    '/api/checkout/test/:id',
    {
      config: { policy: 'user' },
      schema: {
        tags: ['billing'],
        summary: 'A test checkout (plan, price, trial)',
        params,
        response: { 200: testCheckoutSchema, ...errors },
      },
    },
    async (request) => getTestCheckout(deps, getSessionUser(request).id, request.params.id),
  );

  app.post(
    '/api/checkout/test/:id/pay',
    {
      config: { policy: 'user' },
      schema: {
        tags: ['billing'],
        summary: 'Pay a test checkout with the test card',
        params,
        response: { 200: urlResponseSchema, ...errors },
      },
    },
    async (request) => payTestCheckout(deps, getSessionUser(request).id, request.params.id),
  );

  app.post(
    '/api/checkout/test/:id/cancel',
    {
      config: { policy: 'user' },
      schema: {
        tags: ['billing'],
        summary: 'Leave a test checkout without paying',
        params,
        response: { 200: urlResponseSchema, ...errors },
      },
    },
    async (request) => cancelTestCheckout(deps, getSessionUser(request).id, request.params.id),
  );

  app.get(
    '/api/portal/test',
    {
      config: { policy: 'user' },
      schema: {
        tags: ['billing'],
        summary: "The caller's test portal: plan, next billing date, invoices",
        response: { 200: testPortalSchema, ...errors },
      },
    },
    async (request) => getTestPortal(deps, getSessionUser(request).id),
  );

  app.post(
    '/api/portal/test/cancel',
    {
      config: { policy: 'user' },
      schema: {
        tags: ['billing'],
        summary: 'Cancel at the end of the current period',
        response: { 200: testPortalSchema, ...errors },
      },
    },
    async (request) => setCancelAtPeriodEnd(deps, getSessionUser(request).id, true),
  );

  app.post(
    '/api/portal/test/resume',
    {
      config: { policy: 'user' },
      schema: {
        tags: ['billing'],
        summary: 'Keep a subscription that was set to end',
        response: { 200: testPortalSchema, ...errors },
      },
    },
    async (request) => setCancelAtPeriodEnd(deps, getSessionUser(request).id, false),
  );
};
