import {
  billingModeSchema,
  CHECKOUT_ACTIONS,
  checkoutConfirmationQuerySchema,
  checkoutConfirmationSchema,
  createSubscriptionQuerySchema,
  errorBodySchema,
  refreshSubscriptionResponseSchema,
  subscriptionInfoSchema,
  urlResponseSchema,
  type CheckoutAction,
} from '@jokerwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { getSessionUser } from '../auth';
import type { BillingDeps } from './payment-provider';
import { confirmCheckout } from './confirm-checkout';
import {
  createPortalSession,
  getSubscriptionInfo,
  refreshSubscription,
} from './manage-subscription';
import { startCheckout } from './start-checkout';
import { stripeWebhookRoutes } from './webhook.routes';

// docs/product/billing.md billing calls. Each route acts on the signed-in caller only; none takes a user id.

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  409: errorBodySchema,
  502: errorBodySchema,
  503: errorBodySchema,
};
const checkoutLimit = { max: 30, timeWindow: 60_000 };

export const billingRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof AppError && error.statusCode >= 500 && error.cause) {
      request.log.error({ err: error.cause, code: error.code }, 'payment provider call failed');
    }
  });

  app.get(
    '/api/create-subscription',
    {
      // docs/product/billing.md: reached by browser navigation, so it is a GET; it only opens a checkout,
      // nothing is bought until the provider confirms payment. A GET never changes state: a
      // running plan is changed only by the POST calls below (ADR 015).
      config: { policy: 'user', rateLimit: checkoutLimit },
      schema: {
        tags: ['billing'],
        summary: "Start a checkout for the caller's chosen tier and redirect to it",
        querystring: createSubscriptionQuerySchema,
        response: {
          303: z.null().describe('Redirect to the checkout page'),
          ...errors,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = getSessionUser(request);
      if (request.query.email !== user.email.toLowerCase()) {
        throw new AppError(
          403,
          'EMAIL_MISMATCH',
          'This checkout link is for a different account. Please sign in again.',
        );
      }
      const { url } = await startCheckout(deps, user, request.query.tier, {
        mayMoveRunningPlan: false,
      });
      return reply.redirect(url, 303);
    },
  );

  for (const [action, plan] of Object.entries(CHECKOUT_ACTIONS) as [
    CheckoutAction,
    (typeof CHECKOUT_ACTIONS)[CheckoutAction],
  ][]) {
    app.post(
      `/api/checkout/${action}`,
      {
        config: { policy: 'user', rateLimit: checkoutLimit },
        schema: {
          tags: ['billing'],
          summary: `Start a checkout for ${plan}, or move a running subscription to it`,
          response: { 200: urlResponseSchema, ...errors },
        },
      },
      async (request) =>
        startCheckout(deps, getSessionUser(request), plan, { mayMoveRunningPlan: true }),
    );
  }

  app.get(
    '/api/checkout/confirmation',
    {
      // /success confirms only the caller's own checkout, paid moments ago.
      config: { policy: 'user', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['billing'],
        summary: "Whether the checkout /success was opened with is the caller's, just paid",
        querystring: checkoutConfirmationQuerySchema,
        response: { 200: checkoutConfirmationSchema, ...errors },
      },
    },
    async (request) => confirmCheckout(deps, getSessionUser(request).id, request.query.session_id),
  );

  app.get(
    '/api/billing/mode',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['billing'],
        summary: 'Which payments provider runs and whether it takes real money',
        response: { 200: billingModeSchema },
      },
    },
    async () => ({ provider: deps.payments.id, testMode: deps.payments.testMode }),
  );

  app.get(
    '/api/user/subscription',
    {
      config: { policy: 'user' },
      schema: {
        tags: ['billing'],
        summary: "The caller's subscription (docs/product/billing.md Subscription info)",
        response: { 200: subscriptionInfoSchema, 401: errorBodySchema },
      },
    },
    async (request) => getSubscriptionInfo(deps, getSessionUser(request).id),
  );

  app.post(
    '/api/refresh-subscription',
    {
      config: { policy: 'user', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['billing'],
        summary: "Re-read the caller's subscription from the payment provider",
        response: { 200: refreshSubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => refreshSubscription(deps, getSessionUser(request).id),
  );

  app.post(
    '/api/create-portal-session',
    {
      config: { policy: 'user', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['billing'],
        summary: "Open the billing portal for the caller's own customer",
        response: { 200: urlResponseSchema, ...errors },
      },
    },
    async (request) => createPortalSession(deps, getSessionUser(request).id),
  );

  if (deps.payments.routes) await app.register(deps.payments.routes, { deps });
  await app.register(stripeWebhookRoutes, { deps });
};
