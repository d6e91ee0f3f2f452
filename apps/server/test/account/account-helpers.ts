import type { FastifyInstance } from 'fastify';

// Calls of the account self-service routes as the dashboard makes them.

export type Auth = { authorization: string };

export function post(app: FastifyInstance, auth: Auth | undefined, url: string, payload?: object) {
  return app.inject({
    method: 'POST',
    url,
    ...(auth ? { headers: auth } : {}),
    ...(payload ? { payload } : {}),
  });
}

export function get(app: FastifyInstance, auth: Auth | undefined, url: string) {
  return app.inject({ method: 'GET', url, ...(auth ? { headers: auth } : {}) });
}
