import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { crmContacts, crmState, users } from '../../src/db/schema';
import { countSelected } from '../../src/modules/crm/crm-sync.repository';
import { runScheduledSync, syncChangedUsers } from '../../src/modules/crm/crm-jobs';
import { setSchedulerRunning } from '../../src/modules/crm/crm-calls.repository';
import { claimRun, executeRun } from '../../src/modules/crm/run-sync';
import { createDatabaseGate } from '../../src/modules/crm/crm-bucket.repository';
import { crmDepsFor, insertUsers, openCrmDatabase, virtualClock } from './crm-test-kit';
import type { RecordedRequest } from '../helpers/fake-http-server';
import { startFakeLeadConnector, type FakeReply } from './fake-leadconnector';

// Whole runs against the fake in virtual time: 429 storms, refusals, the circuit, dirty users.

const database = await openCrmDatabase();
const db = database.db;
let reply: (request: RecordedRequest) => FakeReply = () => ({ kind: 'normal' });
const fake = await startFakeLeadConnector((request) => reply(request));
afterAll(() => fake.close());

async function clearUsers() {
  await db.delete(users);
  // Each test starts its own virtual time: a fresh bucket.
  await db.delete(crmState);
  fake.contacts.clear();
}

async function runAll(deps: ReturnType<typeof crmDepsFor>, force = true) {
  const selection = { kind: 'all' } as const;
  const run = await claimRun(deps, { kind: 'all', selection, totalUsers: 0, startedBy: null });
  if (!run) throw new Error('a run is already going');
  await executeRun(deps, run, selection, force);
}

describe('CRM sync runs', () => {
  it('ends with all 1,000 contacts right when a third of the calls answer 429', async () => {
    await clearUsers();
    const created = await insertUsers(db, 1000, {
      subscriptionStatus: 'active',
      subscriptionPlan: 'legend',
    });
    reply = (request) =>
      request.index % 3 === 0 ? { kind: 'status', status: 429 } : { kind: 'normal' };
    const clock = virtualClock();
    await runAll(crmDepsFor(db, fake.url, clock));
    expect(fake.contacts.size).toBe(1000);
    for (const user of created) {
      expect(fake.contacts.get(user.email.toLowerCase())?.tags).toContain(
        'jokerwise-status-active',
      );
    }
    expect(await countSelected(db, { kind: 'dirty' })).toBe(0);
    // About 1,500 real HTTP calls and their rows: PostgreSQL on a shared machine needs the time.
  }, 180_000);

  it('honours Retry-After: every instance waits that long before the next call', async () => {
    await clearUsers();
    await insertUsers(db, 1);
    reply = (request) =>
      request.index === fake.requests.length && fakeCalls() === 1
        ? { kind: 'status', status: 429, headers: { 'retry-after': '12' } }
        : { kind: 'normal' };
    const start = fake.requests.length;
    const fakeCalls = () => fake.requests.length - start;
    const clock = virtualClock();
    await runAll(crmDepsFor(db, fake.url, clock));
    expect(fakeCalls()).toBe(2);
    expect(clock.sleeps.reduce((sum, ms) => sum + ms, 0)).toBeGreaterThanOrEqual(12_000);
  });

  it('retries a 429 without Retry-After with growing, jittered backoff', async () => {
    await clearUsers();
    await insertUsers(db, 1);
    const start = fake.requests.length;
    reply = (request) =>
      request.index - start <= 2 ? { kind: 'status', status: 503 } : { kind: 'normal' };
    const clock = virtualClock();
    await runAll(crmDepsFor(db, fake.url, clock));
    expect(fake.requests.length - start).toBe(3);
    // random() is 0.5 in these tests: half of 500 ms, then half of 1 s.
    expect(clock.sleeps).toEqual([250, 500]);
    expect(fake.contacts.size).toBe(1);
  });

  it('opens a 30 s circuit for every instance after three 429s in a row', async () => {
    await clearUsers();
    await insertUsers(db, 1);
    const start = fake.requests.length;
    reply = (request) =>
      request.index - start <= 3 ? { kind: 'status', status: 429 } : { kind: 'normal' };
    const clock = virtualClock(Date.UTC(2026, 10, 25));
    const deps = crmDepsFor(db, fake.url, clock);
    await runAll(deps);
    expect(fake.contacts.size).toBe(1);
    // The circuit is in the shared bucket: another instance asking just after waits it out.
    const other = createDatabaseGate(db);
    const opened = Date.UTC(2026, 10, 25) + 250 + 500;
    expect(await other.take(opened + 1000)).toBeGreaterThan(28_000);
  });

  it('does not retry 401 or 422; the users stay dirty and the next run brings them in', async () => {
    await clearUsers();
    await insertUsers(db, 2);
    const start = fake.requests.length;
    reply = (request) =>
      request.index - start === 1
        ? { kind: 'status', status: 401 }
        : request.index - start === 2
          ? { kind: 'status', status: 422 }
          : { kind: 'normal' };
    const clock = virtualClock(Date.UTC(2026, 10, 26));
    await runAll(crmDepsFor(db, fake.url, clock), false);
    expect(fake.requests.length - start).toBe(2);
    expect(await countSelected(db, { kind: 'dirty' })).toBe(2);
    const failures = await db.select().from(crmContacts);
    expect(failures.map((row) => row.lastError).sort()).toEqual([
      'The CRM refused the contact (422).',
      'The CRM refused the token (401).',
    ]);
    await runAll(crmDepsFor(db, fake.url, clock), false);
    expect(await countSelected(db, { kind: 'dirty' })).toBe(0);
    expect(fake.contacts.size).toBe(2);
  });

  it('marks a user changed after the sync dirty again, and a clean one is skipped', async () => {
    await clearUsers();
    const [user] = await insertUsers(db, 2);
    if (!user) throw new Error('no user');
    reply = () => ({ kind: 'normal' });
    const clock = virtualClock(Date.UTC(2026, 10, 27));
    await runAll(crmDepsFor(db, fake.url, clock), false);
    await db
      .update(users)
      .set({ subscriptionStatus: 'trialing', updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(users.id, user.id));
    expect(await countSelected(db, { kind: 'dirty' })).toBe(1);
    const start = fake.requests.length;
    await runAll(crmDepsFor(db, fake.url, clock), false);
    expect(fake.requests.length - start).toBe(1);
    expect(fake.contacts.get(user.email.toLowerCase())?.tags).toContain(
      'jokerwise-status-trialing',
    );
  });

  it('brings sign-ups and changes in within the minute sweep, and leaves refused users to the hourly run', async () => {
    await clearUsers();
    const [fresh, refused] = await insertUsers(db, 2);
    if (!fresh || !refused) throw new Error('no users');
    reply = (request) =>
      JSON.parse(request.body).email === refused.email.toLowerCase()
        ? { kind: 'status', status: 422 }
        : { kind: 'normal' };
    const clock = virtualClock(Date.now());
    const deps = crmDepsFor(db, fake.url, clock);
    await setSchedulerRunning(db, false, clock.now());
    expect(await syncChangedUsers(deps)).toBe(0);
    await setSchedulerRunning(db, true, clock.now());
    expect(await syncChangedUsers(deps)).toBe(1);
    expect(fake.contacts.has(fresh.email.toLowerCase())).toBe(true);
    const start = fake.requests.length;
    expect(await syncChangedUsers(deps)).toBe(0);
    expect(fake.requests.length).toBe(start);
    clock.advance(3_600_001);
    await syncChangedUsers(deps);
    expect(fake.requests.length).toBe(start + 1);
  });

  it('with nothing configured the hourly run does not call out', async () => {
    const start = fake.requests.length;
    const deps = crmDepsFor(db, undefined, virtualClock());
    expect(deps.settings.missingVars).toEqual(['GHL_API_TOKEN', 'GHL_LOCATION_ID']);
    expect(await runScheduledSync(deps)).toBe('off');
    expect(fake.requests.length).toBe(start);
  });

  it('lets at most 90 requests through in any 10 s, for two instances sharing the database', async () => {
    const gates = [createDatabaseGate(db), createDatabaseGate(db)];
    const granted: number[] = [];
    const startMs = Date.UTC(2026, 11, 1);
    // Both instances ask every 50 ms of virtual time for 30 s.
    for (let at = startMs; at < startMs + 30_000; at += 50) {
      for (const gate of gates) if ((await gate.take(at)) === 0) granted.push(at);
    }
    let peak = 0;
    for (const at of granted) {
      peak = Math.max(peak, granted.filter((other) => other >= at && other < at + 10_000).length);
    }
    // The bucket grants at most 85 in any 10 s; the rest of the 90 is left for arrival jitter.
    expect(peak).toBeLessThanOrEqual(85);
    expect(peak).toBeGreaterThanOrEqual(80);
  });
});
