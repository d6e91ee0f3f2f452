import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app';
import { me, readLatestCode, requestCode, signIn, verify } from './auth-helpers';

// A sign-up for a registered address keeps that account; a lost username race is said
// as such and leaves the code valid for another name. Runs on PGlite and, in the server-postgres
// project, on PostgreSQL, where the two verifications below really run at the same time.
let now = new Date('2026-03-01T12:00:00Z');
const { app, database } = await buildTestApp({
  clock: () => now,
  authLimits: { perIpPerMinute: { requestCode: 1000, verifyCode: 1000, checkUsername: 1000 } },
});

async function signUpCode(email: string, username: string): Promise<string> {
  const requested = await requestCode(app, { email, username, marketingOptIn: false });
  expect(requested.statusCode).toBe(200);
  return readLatestCode(database, email);
}

function verifyWithName(email: string, code: string, username: string) {
  return app.inject({
    method: 'POST',
    url: '/api/verify-code',
    payload: { email, code, username },
  });
}

describe('sign-up', () => {
  it('for an address with an account signs into it and keeps its username', async () => {
    await signIn(app, database, 'returning@example.com', { username: 'First_Name' });
    now = new Date(now.getTime() + 31_000);
    const code = await signUpCode('returning@example.com', 'Second_Name');
    const answer = await verify(app, 'returning@example.com', code);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      alreadyRegistered: true,
      user: { username: 'First_Name' },
    });
  });

  it('of a new address does not say welcome back', async () => {
    const code = await signUpCode('newcomer@example.com', 'Newcomer');
    const answer = await verify(app, 'newcomer@example.com', code);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().alreadyRegistered).toBeUndefined();
    expect(answer.json().user.username).toBe('Newcomer');
  });

  it('says so when the name was taken after the code was sent, and takes another', async () => {
    const code = await signUpCode('late@example.com', 'Taken_Later');
    await signIn(app, database, 'early@example.com', { username: 'taken_later' });

    const refused = await verify(app, 'late@example.com', code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'USERNAME_TAKEN',
      message: 'Someone has just taken the username Taken_Later. Please choose another.',
    });

    const accepted = await verifyWithName('late@example.com', code, 'Late_Comer');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({
      email: 'late@example.com',
      username: 'Late_Comer',
    });
    expect((await me(app, accepted.json().token)).json().username).toBe('Late_Comer');
  });

  it('lets exactly one of two simultaneous sign-ups have a name; the other may pick again', async () => {
    const emails = ['racer1@example.com', 'racer2@example.com'];
    const codes = await Promise.all(emails.map((email) => signUpCode(email, 'Racer')));

    const answers = await Promise.all(emails.map((email, i) => verify(app, email, codes[i] ?? '')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);

    const loser = answers.findIndex((answer) => answer.statusCode === 409);
    const loserEmail = emails[loser] ?? '';
    expect(answers[loser]?.json().error.code).toBe('USERNAME_TAKEN');
    const retry = await verifyWithName(loserEmail, codes[loser] ?? '', 'Racer_Two');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().user).toMatchObject({ email: loserEmail, username: 'Racer_Two' });
  });

  it('refuses a replacement name that breaks the username rules', async () => {
    const code = await signUpCode('rules@example.com', 'Rules');
    const answer = await verifyWithName('rules@example.com', code, 'no spaces');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toBe(
      'Username can only contain letters, numbers, and underscores',
    );
  });
});
