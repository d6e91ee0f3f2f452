import { USER_EXPORT_COLUMNS, type UserListResponse } from '@jokerwise/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXPORT_BATCH_SIZE } from '../../src/modules/user-database/export-users';
import { buildUserDatabaseApp, parseCsv, seedUsers } from './user-database-fixtures';

// GET /api/admin/users/export: docs/product/staff-console.md columns, RFC 4180, formulas neutralised, keyset
// batches in the list's order, one audit entry per export (docs/decisions/020-…).

const { database, boss, player, call } = await buildUserDatabaseApp();

async function exportCsv(query: string) {
  const answer = await call(boss.auth, 'GET', `/api/admin/users/export?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return { answer, records: parseCsv(answer.body) };
}

describe('GET /api/admin/users/export', () => {
  it('is for admins only', async () => {
    expect((await call(undefined, 'GET', '/api/admin/users/export')).statusCode).toBe(401);
    expect((await call(player.auth, 'GET', '/api/admin/users/export')).statusCode).toBe(403);
  });

  it.each([
    ['ids', 'not-a-uuid'],
    ['status', 'past_due'],
    ['sortBy', 'password'],
  ])('answers 400 naming %s for %j', async (name, value) => {
    const answer = await call(
      boss.auth,
      'GET',
      `/api/admin/users/export?${new URLSearchParams({ [name]: value }).toString()}`,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ error: { message: string } }>().error.message).toContain(name);
  });

  it('names the file by date, quotes per RFC 4180 and neutralises formulas', async () => {
    await seedUsers(database, [
      {
        email: 'eq@csv.example',
        username: '=HYPERLINK("http://x","y")',
        status: 'active',
        plan: 'master',
        stripeCustomerId: 'cus_1',
        stripeSubscriptionId: 'sub_1',
      },
      { email: 'plus@csv.example', username: '+1+2' },
      { email: 'minus@csv.example', username: '-3' },
      { email: 'at@csv.example', username: '@SUM(A1)' },
      { email: 'tab@csv.example', username: '\tcmd' },
      { email: 'cr@csv.example', username: '\rcmd' },
      { email: 'comma@csv.example', username: 'a,b "c"\r\nd' },
    ]);
    const { answer, records } = await exportCsv('search=csv.example&sortBy=email&sortOrder=asc');
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="users-export-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.body.endsWith('\r\n')).toBe(true);
    expect(records[0]).toEqual([...USER_EXPORT_COLUMNS]);
    const byEmail = new Map(records.slice(1).map((record) => [record[1], record]));
    expect(records).toHaveLength(8);
    expect(byEmail.get('eq@csv.example')).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      'eq@csv.example',
      `'=HYPERLINK("http://x","y")`,
      'active',
      'master',
      'cus_1',
      'sub_1',
      'No',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    ]);
    expect(byEmail.get('plus@csv.example')?.[2]).toBe(`'+1+2`);
    expect(byEmail.get('minus@csv.example')?.[2]).toBe(`'-3`);
    expect(byEmail.get('at@csv.example')?.[2]).toBe(`'@SUM(A1)`);
    expect(byEmail.get('tab@csv.example')?.[2]).toBe(`'\tcmd`);
    expect(byEmail.get('cr@csv.example')?.[2]).toBe(`'\rcmd`);
    expect(byEmail.get('comma@csv.example')?.[2]).toBe('a,b "c"\r\nd');
    expect(answer.body).toContain('"a,b ""c""\r\nd"');
  });

  it('streams every match in the list order across batches, and records the export', async () => {
    const base = Date.parse('2025-06-01T00:00:00.000Z');
    const count = EXPORT_BATCH_SIZE + 37;
    // Pairs share a timestamp, so the id decides between them at every batch boundary.
    await seedUsers(
      database,
      Array.from({ length: count }, (_, index) => ({
        email: `bulk-${index}@bulk.example`,
        createdAt: new Date(base + Math.floor(index / 2) * 1000),
      })),
    );
    // Microseconds a JavaScript Date cannot hold: a cursor that dropped them would skip rows.
    await database.db.execute(
      sql`update users set created_at = created_at + interval '7 microseconds' where email like 'bulk-%@bulk.example'`,
    );
    const listed: string[] = [];
    for (let page = 1; page <= Math.ceil(count / 100); page += 1) {
      const answer = await call(
        boss.auth,
        'GET',
        `/api/admin/users?search=bulk.example&sortBy=created_at&sortOrder=desc&limit=100&page=${page}`,
      );
      listed.push(...answer.json<UserListResponse>().users.map((user) => user.id));
    }
    const { answer, records } = await exportCsv(
      'search=bulk.example&sortBy=created_at&sortOrder=desc',
    );
    expect(records.slice(1).map((record) => record[0])).toEqual(listed);
    expect(listed).toHaveLength(count);

    const audit = await call(boss.auth, 'GET', '/api/admin/audit?action=users.export&limit=1');
    expect(audit.json<{ entries: unknown[] }>().entries[0]).toMatchObject({
      actorId: boss.userId,
      actorEmail: boss.email,
      action: 'users.export',
      targetType: 'users',
      requestId: answer.headers['x-request-id'],
      newValue: { search: 'bulk.example', sortBy: 'created_at', sortOrder: 'desc', ids: null },
    });
  });

  it('exports only the selected users when ids are given', async () => {
    const ids = await seedUsers(database, [
      { email: 'one@pick.example' },
      { email: 'two@pick.example' },
      { email: 'three@pick.example' },
    ]);
    const picked = [ids[0] ?? '', ids[2] ?? ''];
    const { records } = await exportCsv(`ids=${picked.join(',')}&sortBy=email&sortOrder=asc`);
    expect(records.slice(1).map((record) => record[1])).toEqual([
      'one@pick.example',
      'three@pick.example',
    ]);
  });

  it('answers only the header when nothing matches', async () => {
    const { records } = await exportCsv('search=no-such-user-anywhere');
    expect(records).toEqual([[...USER_EXPORT_COLUMNS]]);
  });
});
