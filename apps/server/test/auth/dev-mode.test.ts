import { describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../helpers/build-test-app';
import { signIn } from './auth-helpers';

// devMode marks a developer's own sign-in and is never implied by a default start: players of a
// plain `npm start` (NODE_ENV=development) must not read 'Dev mode access granted' (ADR 013).
const limits = { perIpPerMinute: { requestCode: 1000, verifyCode: 1000, checkUsername: 1000 } };
const plain = await buildTestApp({
  config: testConfig({ NODE_ENV: 'development' }),
  authLimits: limits,
});
const developer = await buildTestApp({
  config: testConfig({ NODE_ENV: 'development', DEV_MODE: 'true' }),
  authLimits: limits,
});

describe('devMode in the login result', () => {
  it('is false on a default development start', async () => {
    const result = await signIn(plain.app, plain.database, 'player@example.com');
    expect(result.devMode).toBe(false);
  });

  it('is true only where a developer set DEV_MODE=true', async () => {
    const result = await signIn(developer.app, developer.database, 'dev@example.com');
    expect(result.devMode).toBe(true);
  });
});
