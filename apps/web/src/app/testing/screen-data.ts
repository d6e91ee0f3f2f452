import { answerApi, notFound } from '../../testing/api';

/*
 * Test-only: the data the app's screens load on their own (the header's admin check, the
 * dashboard's account and recording choice, the saved run, the subscription, the staff consoles),
 * answered 404 for route tests that are about something else. Any other request still fails.
 * A test that cares answers the endpoint itself; the later answer wins.
 */
export function answerScreenData(): void {
  answerApi(
    notFound(
      'GET /api/account',
      'GET /api/admin/check-admin',
      'GET /api/admin/ghl/connection-details',
      'GET /api/admin/ghl/logs',
      'GET /api/admin/ghl/sync-status',
      'GET /api/admin/users/insights',
      'GET /api/icons',
      'GET /api/runs/current',
      'GET /api/session-recording/preference',
      'GET /api/user/subscription',
    ),
  );
}
