import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

// A fake Stripe HTTP API on loopback: only the endpoints billing uses, with form-encoded bodies
// as the SDK sends them. Tests drive the "Stripe side" (completing a checkout, changing a
// subscription) through its methods and then deliver signed webhooks.

type Params = { [key: string]: string | Params };
type Json = Record<string, unknown>;

export interface FakeRequest {
  method: string;
  path: string;
  params: Params;
  idempotencyKey: string | undefined;
  apiVersion: string | undefined;
}

/** `a[b][0]=x` → { a: { b: { 0: 'x' } } }, as Stripe reads the SDK's encoding. */
export function parseForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Params;
    });
  }
  return root;
}

/** A reply Stripe has computed but not yet sent: the object is read, the network is slow. */
export interface HeldReply {
  /** Resolves once the request arrived and its answer (the object as it was then) is fixed. */
  readonly reached: Promise<void>;
  /** Sends the answer fixed on arrival. */
  release(): void;
}

interface PendingHold {
  method: string;
  path: string;
  arrived: () => void;
  released: Promise<void>;
}

export class FakeStripe {
  readonly requests: FakeRequest[] = [];
  readonly customers = new Map<string, Json>();
  readonly sessions = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  portalConfigured = true;
  /** Subscription cancellations fail like a Stripe outage (and the SDK does not retry). */
  failCancellations = false;
  /** Every request fails like a Stripe outage (a 500 the SDK does not retry). */
  outage = false;
  /** The account the secret key belongs to (GET /v1/account). */
  account: Json = {
    id: 'acct_fake_jokerwise',
    object: 'account',
    country: 'GB',
    business_profile: { name: 'Jokerwise Ltd' },
    settings: { dashboard: { display_name: 'Jokerwise' } },
  };
  private readonly idempotent = new Map<string, Json>();
  private readonly holds: PendingHold[] = [];
  private ids = 0;
  private server: Server | undefined;
  private port = 0;

  /** Listens on loopback; a restart after stop() keeps the same port (an outage, then recovery). */
  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return `http://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /**
   * The next `method path` request is answered with the object as it is when the request
   * arrives, but only once `release()` is called: a slow read that returns an older state.
   */
  holdNext(method: string, path: string): HeldReply {
    let arrived = () => {};
    let release = () => {};
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    this.holds.push({ method, path, arrived, released });
    return { reached, release };
  }

  private nextId(prefix: string): string {
    this.ids += 1;
    return `${prefix}_${String(this.ids).padStart(6, '0')}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const url = new URL(req.url ?? '/', 'http://fake');
    const key = req.headers['idempotency-key'];
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      // The SDK sends GET and DELETE parameters in the query string.
      params: parseForm(
        req.method === 'GET' || req.method === 'DELETE' ? url.search.slice(1) : body,
      ),
      idempotencyKey: typeof key === 'string' ? key : undefined,
      apiVersion:
        typeof req.headers['stripe-version'] === 'string'
          ? req.headers['stripe-version']
          : undefined,
    };
    this.requests.push(request);
    const replay = request.idempotencyKey ? this.idempotent.get(request.idempotencyKey) : undefined;
    const [status, payload] = replay ? [200, replay] : this.route(request);
    if (status === 200 && request.method === 'POST' && request.idempotencyKey)
      this.idempotent.set(request.idempotencyKey, payload);
    // Serialized now: the objects are changed in place later, the held answer must not follow.
    const answer = JSON.stringify(payload);
    const hold = this.holds.findIndex(
      (h) => h.method === request.method && h.path === url.pathname,
    );
    if (hold >= 0) {
      const [held] = this.holds.splice(hold, 1);
      held?.arrived();
      await held?.released;
    }
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${this.ids}`,
      ...(status >= 500 ? { 'stripe-should-retry': 'false' } : {}),
    });
    res.end(answer);
  }

  private route(request: FakeRequest): [number, Json] {
    const { method, path, params } = request;
    if (this.outage) return stripeError(500, 'An unknown error occurred.', 'api_error');
    const found = (map: Map<string, Json>, id: string | undefined): [number, Json] => {
      const object = id ? map.get(id) : undefined;
      return object
        ? [200, object]
        : [
            404,
            {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: `No such object: '${id}'`,
              },
            },
          ];
    };
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: this.nextId('cus'),
        object: 'customer',
        email: params.email,
        metadata: params.metadata ?? {},
      };
      this.customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === 'GET' && path.startsWith('/v1/customers/'))
      return found(this.customers, path.split('/')[3]);
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = this.nextId('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        mode: params.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: params.customer,
        client_reference_id: params.client_reference_id,
        metadata: params.metadata ?? {},
        subscription: null,
        created_with: params,
      };
      this.sessions.set(id, session);
      return [200, session];
    }
    if (method === 'GET' && path.startsWith('/v1/checkout/sessions/'))
      return found(this.sessions, path.split('/')[4]);
    if (method === 'GET' && path === '/v1/subscriptions') return this.listSubscriptions(params);
    if (method === 'GET' && path === '/v1/account') return [200, this.account];
    if (method === 'GET' && path.startsWith('/v1/subscriptions/'))
      return found(this.subscriptions, path.split('/')[3]);
    if (method === 'POST' && path.startsWith('/v1/subscriptions/'))
      return this.changeSubscription(path.split('/')[3], params);
    if (method === 'DELETE' && path.startsWith('/v1/subscriptions/'))
      return this.cancelSubscription(path.split('/')[3]);
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!this.portalConfigured) {
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              message:
                'No configuration provided and your test mode default configuration has not been created. Provide a configuration or create your default by saving your customer portal settings in test mode at https://dashboard.stripe.com/test/settings/billing/portal.',
            },
          },
        ];
      }
      return [
        200,
        {
          id: this.nextId('bps'),
          object: 'billing_portal.session',
          customer: params.customer,
          return_url: params.return_url,
          url: `https://billing.stripe.test/p/session/${this.ids}`,
        },
      ];
    }
    return [
      404,
      {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path})`,
        },
      },
    ];
  }

  /** POST /v1/subscriptions/:id: a price change on the one item, metadata, cancel flag. */
  private changeSubscription(id: string | undefined, params: Params): [number, Json] {
    const subscription = id ? this.subscriptions.get(id) : undefined;
    if (!subscription) return stripeError(404, `No such subscription: '${id}'`);
    if (subscription.status === 'canceled') {
      return stripeError(400, 'A canceled subscription can only update its metadata.');
    }
    const items = (subscription.items as { data: Json[] }).data;
    for (const change of Object.values((params.items ?? {}) as Record<string, Params>)) {
      const item = items.find((candidate) => candidate.id === change.id);
      if (!item) return stripeError(400, `No such subscription item: '${String(change.id)}'`);
      if (typeof change.price === 'string') item.price = { id: change.price };
    }
    if (params.cancel_at_period_end !== undefined)
      subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
    if (params.metadata) {
      subscription.metadata = { ...(subscription.metadata as Json), ...(params.metadata as Json) };
    }
    return [200, subscription];
  }

  /** GET /v1/subscriptions?customer&status=all: the customer's subscriptions, newest first. */
  private listSubscriptions(params: Params): [number, Json] {
    const data = [...this.subscriptions.values()]
      .filter((subscription) => subscription.customer === params.customer)
      .filter((subscription) => params.status === 'all' || subscription.status !== 'canceled')
      .reverse()
      .slice(0, Number(params.limit ?? 10));
    return [200, { object: 'list', url: '/v1/subscriptions', has_more: false, data }];
  }

  /** DELETE /v1/subscriptions/:id: ends it now. */
  private cancelSubscription(id: string | undefined): [number, Json] {
    const subscription = id ? this.subscriptions.get(id) : undefined;
    if (!subscription) return stripeError(404, `No such subscription: '${id}'`);
    if (this.failCancellations) return stripeError(500, 'An unknown error occurred.', 'api_error');
    if (subscription.status === 'canceled') {
      return stripeError(400, 'This subscription has already been canceled.');
    }
    const now = Math.floor(Date.now() / 1000);
    Object.assign(subscription, { status: 'canceled', ended_at: now, canceled_at: now });
    return [200, subscription];
  }

  /** The customer pays on Stripe's page: the session completes, a subscription may start. */
  completeCheckout(
    sessionId: string,
    nowSeconds = Math.floor(Date.now() / 1000),
  ): { session: Json; subscription: Json | null } {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const created = session.created_with as Params;
    let subscription: Json | null = null;
    if (session.mode === 'subscription') {
      const data = (created.subscription_data ?? {}) as Params;
      const trialDays = Number(data.trial_period_days ?? 0);
      const trialEnd = trialDays > 0 ? nowSeconds + trialDays * 86_400 : null;
      const price = ((created.line_items as Params)['0'] as Params).price as string;
      subscription = {
        id: this.nextId('sub'),
        object: 'subscription',
        status: trialEnd ? 'trialing' : 'active',
        customer: session.customer,
        cancel_at_period_end: false,
        cancel_at: null,
        trial_end: trialEnd,
        ended_at: null,
        metadata: data.metadata ?? {},
        items: {
          object: 'list',
          data: [
            {
              id: this.nextId('si'),
              price: { id: price },
              current_period_start: nowSeconds,
              current_period_end: trialEnd ?? nowSeconds + 30 * 86_400,
            },
          ],
        },
      };
      this.subscriptions.set(subscription.id as string, subscription);
    }
    Object.assign(session, {
      status: 'complete',
      payment_status:
        session.mode === 'payment'
          ? 'paid'
          : trialDaysOf(session) > 0
            ? 'no_payment_required'
            : 'paid',
      subscription: subscription?.id ?? null,
    });
    return { session, subscription };
  }

  updateSubscription(id: string, changes: Json): Json {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    Object.assign(subscription, changes);
    return subscription;
  }
}

function stripeError(
  status: number,
  message: string,
  type = 'invalid_request_error',
): [number, Json] {
  return [status, { error: { type, message } }];
}

function trialDaysOf(session: Json): number {
  const data = ((session.created_with as Params).subscription_data ?? {}) as Params;
  return Number(data.trial_period_days ?? 0);
}

export const WEBHOOK_SECRET = 'whsec_test_secret_for_billing_tests';

/** A Stripe-Signature header over any bytes, as Stripe computes it. */
export function signPayload(payload: string, secret = WEBHOOK_SECRET): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

let eventIds = 0;
/** A Stripe event signed as Stripe signs it; `id` repeats a delivery. */
export function signedEvent(
  type: string,
  object: Json,
  options: { id?: string; secret?: string } = {},
) {
  eventIds += 1;
  const id = options.id ?? `evt_${process.pid}_${eventIds}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    data: { object },
  });
  return { id, payload, signature: signPayload(payload, options.secret) };
}

/** Posts a signed event to the webhook route the way Stripe delivers it. */
export function deliverEvent(app: FastifyInstance, event: { payload: string; signature: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}

export function stripeEnv(
  apiBase: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake_key_for_tests',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_EXPLORER: 'price_explorer_monthly',
    STRIPE_PRICE_MASTER: 'price_master_yearly',
    STRIPE_PRICE_LEGEND: 'price_legend_lifetime',
    STRIPE_API_BASE: apiBase,
    PUBLIC_URL: 'https://jokerwise.test',
    ...overrides,
  };
}
