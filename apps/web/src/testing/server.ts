import { setupServer } from 'msw/node';

/*
 * The one network fake of the web tests: an MSW server that answers the API at the `fetch`
 * boundary. Tests add their answers with `server.use(...)`; a request no handler answers fails the
 * test (onUnhandledRequest: 'error' in test/setup-test-env.ts).
 */
export const server = setupServer();
