import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { defaultPolicyForScope } from './route-policy';

/**
 * The docs page's own policy: what Swagger UI needs (its own scripts and styles, inline style
 * attributes) and nothing more — framing stays forbidden and no https: wildcard comes in.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

/** OpenAPI 3 generated from the routes' zod schemas: JSON at /api/docs/json, UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Jokerwise API', version },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (scope) => {
    defaultPolicyForScope(scope, 'public');
    await scope.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });
  });
}
