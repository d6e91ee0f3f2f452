import type { UserListResponse } from '@jokerwise/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { listUserPage } from '../../src/modules/user-database/user-list.repository';
import { buildUserDatabaseApp, seedUsers } from './user-database-fixtures';

// GET /api/admin/users (docs/product/staff-console.md; docs/decisions/020-user-list-search-and-export.md).

const { database, boss, player, call } = await buildUserDatabaseApp();

/** A user's creation time as PostgreSQL prints it (the cursor's key for created_at). */
async function createdAtText(id: string): Promise<string | undefined> {
  const [row] = await database.db
    .select({ key: sql<string>`${users.createdAt}::text` })
    .from(users)
    .where(eq(users.id, id));
  return row?.key;
}

async function list(query: string): Promise<UserListResponse> {
  const answer = await call(boss.auth, 'GET', `/api/admin/users?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<UserListResponse>();
}

describe('GET /api/admin/users', () => {
  it.each([
    ['page', '0'],
    ['page', '-1'],
    ['page', 'abc'],
    ['page', '1.5'],
    ['page', '100001'],
    ['limit', '10'],
    ['limit', '200'],
    ['limit', 'fifty'],
    ['search', 'x'.repeat(101)],
    ['search', 'nul\u0000byte'],
    ['status', 'canceled'],
    ['plan', 'gold'],
    ['sortBy', 'username'],
    ['sortBy', 'email desc; drop table users'],
    ['sortOrder', 'up'],
  ])('answers 400 naming %s for %j', async (name, value) => {
    const answer = await call(
      boss.auth,
      'GET',
      `/api/admin/users?${new URLSearchParams({ [name]: value }).toString()}`,
    );
    expect(answer.statusCode).toBe(400);
    const body = answer.json<{
      error: { code: string; message: string; fields: { path: string }[] };
    }>();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toContain(name);
    expect(body.error.fields.map((field) => field.path)).toContain(`querystring.${name}`);
  });

  it('accepts a search of exactly 100 characters once trimmed', async () => {
    const answer = await list(new URLSearchParams({ search: `  ${'y'.repeat(100)}  ` }).toString());
    expect(answer.summary.filtered).toBe(0);
  });

  it('is for admins only', async () => {
    expect((await call(undefined, 'GET', '/api/admin/users')).statusCode).toBe(401);
    expect((await call(player.auth, 'GET', '/api/admin/users')).statusCode).toBe(403);
  });

  it('answers the admin user record and nothing more, id descending by default', async () => {
    await seedUsers(database, [
      {
        email: 'record@fields.example',
        username: 'recorded',
        status: 'active',
        plan: 'master',
        stripeCustomerId: 'cus_record',
        stripeSubscriptionId: 'sub_record',
      },
    ]);
    const answer = await list('search=record@fields');
    expect(answer.users).toHaveLength(1);
    expect(Object.keys(answer.users[0] ?? {}).sort()).toEqual([
      'created_at',
      'email',
      'id',
      'is_admin',
      'stripe_customer_id',
      'stripe_subscription_id',
      'subscription_plan',
      'subscription_status',
      'updated_at',
      'username',
    ]);
    expect(answer.users[0]).toMatchObject({
      email: 'record@fields.example',
      username: 'recorded',
      subscription_status: 'active',
      subscription_plan: 'master',
      stripe_customer_id: 'cus_record',
      stripe_subscription_id: 'sub_record',
      is_admin: false,
    });
    const all = await list('');
    const ids = all.users.map((user) => user.id);
    expect(ids).toEqual([...ids].sort().reverse());
    // The configured admin is an admin in the list too.
    expect(all.users.find((user) => user.email === boss.email)?.is_admin).toBe(true);
  });

  it('matches the start of the e-mail, its domain or the username, case-insensitively', async () => {
    await seedUsers(database, [
      { email: 'alpha.one@search-a.example', username: 'Zephyr_Q' },
      { email: 'beta@ALPHA-search.example', username: 'plain' },
      { email: 'gamma@search-a.example', username: 'alphaish' },
      { email: 'delta@search-a.example', username: 'zzz' },
    ]);
    const emails = async (search: string) =>
      (
        await list(new URLSearchParams({ search, sortBy: 'email', sortOrder: 'asc' }).toString())
      ).users.map((user) => user.email);
    expect(await emails('ALPHA')).toEqual([
      'alpha.one@search-a.example',
      'beta@ALPHA-search.example',
      'gamma@search-a.example',
    ]);
    expect(await emails('zephyr_q')).toEqual(['alpha.one@search-a.example']);
    expect(await emails('@alpha')).toEqual(['gamma@search-a.example']);
    expect(await emails('  delta@search-a  ')).toEqual(['delta@search-a.example']);
  });

  it('takes % and _ in a search literally', async () => {
    await seedUsers(database, [
      { email: 'pct%sign@escape.example' },
      { email: 'pctxsign@escape.example' },
      { email: 'under_score@escape.example' },
      { email: 'underxscore@escape.example' },
      { email: 'back\\slash@escape.example' },
      { email: 'backxslash@escape.example' },
    ]);
    const emails = async (search: string) =>
      (await list(new URLSearchParams({ search }).toString())).users.map((user) => user.email);
    expect(await emails('pct%s')).toEqual(['pct%sign@escape.example']);
    expect(await emails('under_s')).toEqual(['under_score@escape.example']);
    expect(await emails('back\\s')).toEqual(['back\\slash@escape.example']);
    expect(await emails('%')).toEqual([]);
    expect(await emails('_')).toEqual([]);
  });

  it('keeps one order across pages when the sort keys are equal', async () => {
    const at = new Date('2026-01-01T00:00:00.000Z');
    const ids = await seedUsers(
      database,
      Array.from({ length: 60 }, (_, index) => ({
        email: `same-${String(index).padStart(2, '0')}@ties.example`,
        createdAt: at,
      })),
    );
    for (const sortOrder of ['asc', 'desc'] as const) {
      const seen: string[] = [];
      for (const page of [1, 2, 3]) {
        const answer = await list(
          `search=ties.example&sortBy=created_at&sortOrder=${sortOrder}&limit=25&page=${page}`,
        );
        expect(answer.summary).toEqual({
          filtered: 60,
          total: answer.stats.totalUsers,
          totalPages: 3,
        });
        seen.push(...answer.users.map((user) => user.id));
      }
      const expected = [...ids].sort();
      expect(seen).toEqual(sortOrder === 'asc' ? expected : expected.reverse());
      // Both ways of reading a page (by the sort index, or matches first) give that order.
      for (const fewMatches of [false, true]) {
        const rows = await listUserPage(
          database.db,
          { search: 'ties.example', status: 'all', plan: 'all' },
          { sortBy: 'created_at', sortOrder },
          { limit: 25, offset: 25, fewMatches },
        );
        expect(rows.map((row) => row.id)).toEqual(seen.slice(25, 50));
      }
    }
  });

  it('pages by cursor forwards and back in the same order as by page number', async () => {
    const at = new Date('2026-02-01T00:00:00.000Z');
    // Ties on the creation time (microseconds included) and a spread of statuses.
    await seedUsers(
      database,
      Array.from({ length: 70 }, (_, index) => ({
        email: `walk-${String(index).padStart(2, '0')}@keyset.example`,
        status: index % 3 === 0 ? 'active' : 'canceled',
        createdAt: new Date(at.getTime() + Math.floor(index / 4) * 1000),
      })),
    );
    for (const [sortBy, sortOrder, status] of [
      ['created_at', 'desc', 'all'],
      ['created_at', 'asc', 'inactive'],
      ['email', 'asc', 'all'],
      ['email', 'desc', 'inactive'],
      ['id', 'asc', 'all'],
      ['id', 'desc', 'active'],
    ] as const) {
      const base = `search=keyset.example&sortBy=${sortBy}&sortOrder=${sortOrder}&status=${status}&limit=25`;
      const byNumber: string[][] = [];
      const first = await list(`${base}&page=1`);
      for (let page = 1; page <= first.summary.totalPages; page += 1) {
        byNumber.push((await list(`${base}&page=${page}`)).users.map((user) => user.id));
      }
      // Next, next… to the last page, then previous, previous… back to the first.
      const forwards = [first.users.map((user) => user.id)];
      let answer = first;
      for (let page = 2; page <= first.summary.totalPages; page += 1) {
        answer = await list(`${base}&page=${page}&cursor=${answer.cursors.next ?? ''}`);
        forwards.push(answer.users.map((user) => user.id));
      }
      expect(forwards, `${sortBy} ${sortOrder} ${status}`).toEqual(byNumber);
      const backwards = [forwards.at(-1)];
      for (let page = first.summary.totalPages - 1; page >= 1; page -= 1) {
        answer = await list(`${base}&page=${page}&cursor=${answer.cursors.previous ?? ''}`);
        backwards.unshift(answer.users.map((user) => user.id));
      }
      expect(backwards).toEqual(byNumber);
      // Before the first row there is nothing: an empty page with no cursors.
      const beyond = await list(`${base}&cursor=${answer.cursors.previous ?? ''}`);
      expect(beyond.users).toEqual([]);
      expect(beyond.cursors).toEqual({ previous: null, next: null });
    }
  });

  it('reads a cursor page the same way by the sort index and matches first', async () => {
    const first = await list('search=keyset.example&sortBy=created_at&sortOrder=asc&limit=25');
    const second = await list(
      `search=keyset.example&sortBy=created_at&sortOrder=asc&limit=25&cursor=${first.cursors.next ?? ''}`,
    );
    const last = first.users.at(-1);
    for (const fewMatches of [false, true]) {
      const rows = await listUserPage(
        database.db,
        { search: 'keyset.example', status: 'all', plan: 'all' },
        { sortBy: 'created_at', sortOrder: 'asc' },
        {
          limit: 25,
          offset: 0,
          fewMatches,
          cursor: {
            direction: 'next',
            key: (await createdAtText(last?.id ?? '')) ?? '',
            id: last?.id ?? '',
          },
        },
      );
      expect(rows.map((row) => row.id)).toEqual(second.users.map((user) => user.id));
    }
  });

  it.each([
    ['not-a-cursor', 'cursor must be a cursor from a previous answer'],
    [Buffer.from('{"d":"next"}').toString('base64url'), 'cursor must be a cursor'],
    ['a'.repeat(401), 'cursor'],
    ['has space', 'cursor'],
  ])('answers 400 naming cursor for %j', async (cursor, message) => {
    const answer = await call(
      boss.auth,
      'GET',
      `/api/admin/users?${new URLSearchParams({ cursor }).toString()}`,
    );
    expect(answer.statusCode).toBe(400);
    const body = answer.json<{ error: { message: string; fields: { path: string }[] } }>();
    expect(body.error.message).toContain(message);
    expect(body.error.fields.map((field) => field.path)).toContain('querystring.cursor');
  });

  it('refuses a cursor of another sort', async () => {
    const page = await list('sortBy=email&sortOrder=asc');
    const answer = await call(
      boss.auth,
      'GET',
      `/api/admin/users?sortBy=created_at&sortOrder=asc&cursor=${page.cursors.next ?? ''}`,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ error: { message: string } }>().error.message).toBe(
      'cursor belongs to another sort; start again from page 1',
    );
  });

  it('counts every user in the stats whatever the filters, and the matches in the summary', async () => {
    await seedUsers(database, [
      { email: 'a1@stats.example', status: 'active', plan: 'legend' },
      { email: 'a2@stats.example', status: 'active', plan: 'explorer' },
      { email: 't1@stats.example', status: 'trialing', plan: 'legend' },
      { email: 'c1@stats.example', status: 'canceled', plan: 'legend' },
      { email: 'p1@stats.example', status: 'past_due', plan: 'master' },
      { email: 'i1@stats.example' },
    ]);
    const everyone = await list('');
    const { stats } = everyone;
    expect(stats.activeUsers + stats.trialingUsers + stats.inactiveUsers).toBe(stats.totalUsers);

    const filtered = await list('search=stats.example&status=inactive&plan=legend');
    expect(filtered.stats).toEqual(stats);
    expect(filtered.users.map((user) => user.email)).toEqual(['c1@stats.example']);
    expect(filtered.summary).toEqual({ filtered: 1, total: stats.totalUsers, totalPages: 1 });

    const inactive = await list('search=stats.example&status=inactive&sortBy=email&sortOrder=asc');
    expect(inactive.users.map((user) => user.email)).toEqual([
      'c1@stats.example',
      'i1@stats.example',
      'p1@stats.example',
    ]);
    const legends = await list('search=stats.example&plan=legend&status=active');
    expect(legends.users.map((user) => user.email)).toEqual(['a1@stats.example']);
    const none = await list('search=nobody-matches-this');
    expect(none.summary).toEqual({ filtered: 0, total: stats.totalUsers, totalPages: 0 });
  });
});
