import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app';
import { signIn } from './auth-helpers';

const { app, database } = await buildTestApp({
  authLimits: { perIpPerMinute: { requestCode: 1000, verifyCode: 1000, checkUsername: 1000 } },
});
const check = (username: unknown) =>
  app.inject({ method: 'POST', url: '/api/check-username', payload: { username } });

describe('POST /api/check-username', () => {
  it('answers available for a free valid name and taken regardless of case', async () => {
    expect((await check('Ante_Up')).json()).toEqual({ available: true });
    await signIn(app, database, 'ante@example.com', { username: 'Ante_Up' });
    expect((await check('ante_up')).json()).toEqual({ available: false });
    expect((await check('ANTE_UP')).json()).toEqual({ available: false });
  });

  it.each([
    ['ab', 'Username must be at least 3 characters'],
    ['a'.repeat(21), 'Username must be no more than 20 characters'],
    ['bad-name', 'Username can only contain letters, numbers, and underscores'],
    [42, 'body.username'],
  ])('rejects %s with 400', async (username, message) => {
    const response = await check(username);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  });
});
