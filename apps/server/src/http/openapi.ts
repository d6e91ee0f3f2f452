import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { defaultPolicyForScope } from './route-policy';

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
    await scope.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
}
