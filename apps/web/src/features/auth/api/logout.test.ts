import { describe, expect, it, onTestFinished } from 'vitest';
import { answerApi } from '../../../testing/api';
import { json } from '../../../testing/responses';
import { beforeSignOut } from '../lib/before-sign-out';
import { logout } from './logout';

describe('logout', () => {
  it('ends the session only after the work that needs it is done', async () => {
    const steps: string[] = [];
    answerApi({
      'POST /api/logout': () => {
        steps.push('session revoked');
        return json({ success: true });
      },
    });
    onTestFinished(
      beforeSignOut(async () => {
        await Promise.resolve();
        steps.push('recording sent');
      }),
    );

    await logout();

    expect(steps).toEqual(['recording sent', 'session revoked']);
  });
});
