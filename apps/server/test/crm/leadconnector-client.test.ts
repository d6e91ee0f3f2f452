import { afterAll, describe, expect, it } from 'vitest';
import {
  createLeadConnectorClient,
  LEADCONNECTOR_VERSION,
  readRateHint,
} from '../../src/modules/crm/leadconnector-client';
import type { RecordedRequest } from '../helpers/fake-http-server';
import { startFakeLeadConnector, type FakeReply } from './fake-leadconnector';
import { TEST_LOCATION, TEST_TOKEN } from './crm-test-kit';

// The one LeadConnector client against a real HTTP peer on loopback.

let reply: (request: RecordedRequest) => FakeReply = () => ({ kind: 'normal' });
const fake = await startFakeLeadConnector((request) => reply(request));
afterAll(() => fake.close());

// A loaded machine can take more than a moment to answer on loopback: only the test of the
// timeout itself gives up quickly.
const clientWithTimeout = (timeoutMs: number) =>
  createLeadConnectorClient({
    baseUrl: fake.url,
    token: TEST_TOKEN,
    locationId: TEST_LOCATION,
    timeoutMs,
  });
const client = clientWithTimeout(10_000);

const player = {
  email: 'Ada.Lovelace@Example.com',
  name: null,
  username: 'ada',
  subscriptionStatus: 'active',
  subscriptionPlan: 'master',
  marketingOptIn: false,
};

describe('LeadConnector client', () => {
  it('upserts by lower-cased e-mail with the v2 headers, location, source and subscription tags', async () => {
    reply = () => ({ kind: 'normal' });
    const result = await client.upsertContact(player);
    expect(result.kind).toBe('ok');
    expect(result.kind === 'ok' && result.value.contactId).toMatch(/^contact-/);
    const request = fake.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/contacts/upsert');
    expect(request?.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`);
    expect(request?.headers.version).toBe(LEADCONNECTOR_VERSION);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      locationId: TEST_LOCATION,
      email: 'ada.lovelace@example.com',
      name: 'ada',
      source: 'Jokerwise',
      tags: ['jokerwise', 'jokerwise-status-active', 'jokerwise-plan-master'],
    });
    expect(result.record).toMatchObject({
      method: 'POST',
      endpoint: '/contacts/upsert',
      statusCode: 201,
      success: true,
    });
  });

  it('adds the marketing tag only for a user who opted in', async () => {
    reply = () => ({ kind: 'normal' });
    await client.upsertContact({ ...player, marketingOptIn: true, subscriptionPlan: null });
    expect(JSON.parse(fake.requests.at(-1)?.body ?? '').tags).toEqual([
      'jokerwise',
      'jokerwise-status-active',
      'jokerwise-plan-none',
      'marketing-opt-in',
    ]);
  });

  it.each([400, 401, 403, 422])('reports %i as a rejection (no retry)', async (status) => {
    reply = () => ({ kind: 'status', status });
    const result = await client.upsertContact(player);
    expect(result.kind).toBe('rejected');
    expect(result.record).toMatchObject({ statusCode: status, success: false });
    expect(JSON.stringify(result)).not.toContain(TEST_TOKEN);
  });

  it('reports 429 with its Retry-After and 5xx as unavailable', async () => {
    reply = () => ({ kind: 'status', status: 429, headers: { 'retry-after': '7' } });
    const limited = await client.upsertContact(player);
    expect(limited.kind).toBe('rate-limited');
    expect(limited.rate.retryAfterMs).toBe(7000);
    reply = () => ({ kind: 'status', status: 503 });
    expect((await client.upsertContact(player)).kind).toBe('unavailable');
  });

  it('gives up on a CRM that does not answer in time', async () => {
    reply = () => ({ kind: 'hang' });
    const result = await clientWithTimeout(300).upsertContact(player);
    expect(result).toMatchObject({
      kind: 'unavailable',
      message: 'The CRM did not answer in time.',
    });
    expect(result.record.statusCode).toBeNull();
  });

  it('refuses an answer of the wrong shape instead of trusting it', async () => {
    reply = () => ({ kind: 'status', status: 200 });
    expect((await client.upsertContact(player)).kind).toBe('rejected');
  });

  it('tests the connection without logging the query (the location id) in the endpoint', async () => {
    reply = () => ({ kind: 'normal' });
    const result = await client.testConnection();
    expect(result.kind).toBe('ok');
    expect(fake.requests.at(-1)?.url).toBe(`/contacts/?locationId=${TEST_LOCATION}&limit=1`);
    expect(result.record.endpoint).toBe('/contacts/');
  });

  it('reads Retry-After as seconds or a date, and the remaining budget', () => {
    const now = Date.UTC(2026, 0, 1);
    const headers = new Headers({
      'retry-after': new Date(now + 3000).toUTCString(),
      'x-ratelimit-remaining': '0',
      'x-ratelimit-interval-milliseconds': '10000',
    });
    expect(readRateHint(headers, now)).toEqual({
      retryAfterMs: 3000,
      remaining: 0,
      intervalMs: 10000,
    });
    expect(readRateHint(new Headers({ 'retry-after': 'soon' }), now).retryAfterMs).toBeNull();
  });
});
