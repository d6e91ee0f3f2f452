import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { defaultPolicyForScope } from './route-policy';

// The built SPA is served by the API server on the same origin (ARCHITECTURE §1). Any non-/api
// GET that is not a file gets index.html, so the client router decides (an unknown path shows
// the landing page, spec 000 §2).

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = existsSync(indexFile);
  await app.register(async (scope) => {
    defaultPolicyForScope(scope, 'public');
    if (hasBuild) {
      await scope.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        cacheControl: false,
        // The build writes .br and .gz beside each file; they are sent for the plain name.
        preCompressed: true,
        // Source maps stay on the build machine: they would hand the public our sources.
        globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
        setHeaders: (res, filePath) => {
          // Vite fingerprints everything under assets/; the HTML must always be revalidated.
          const isFingerprinted = filePath.includes(`${path.sep}assets${path.sep}`);
          void res.header('cache-control', isFingerprinted ? IMMUTABLE : 'no-cache');
        },
      });
    }
    scope.get('/*', { config: { rateLimit: false } }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
      if (!hasBuild) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet. Run `npm run build`, then restart the server.');
      }
      // A missing fingerprinted file is a real 404, not a page: the browser asked for a script.
      if (pathname.startsWith('/assets/')) return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  });
}
