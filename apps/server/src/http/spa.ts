import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defaultPolicyForScope } from './route-policy';

// The built SPA is served by the API server on the same origin (docs/architecture.md#runtime-pieces). Any non-/api
// GET that is not a file gets index.html, so the client router decides (an unknown path shows
// the landing page, docs/product/http.md). The landing and the static pages get their HTML
// prerendered at build time (docs/decisions/036-prerendered-landing.md), when the build has it:
// prerendered.json lists each page's file under its path.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRERENDERED_MANIFEST = 'prerendered.json';

/**
 * While payments take no real money every page says so, before and without any script: the
 * strip is part of the HTML itself (ADR 015), so the landing page pays nothing for it.
 */
const TEST_MODE_BANNER =
  '<div role="note" aria-label="Test mode" data-testid="test-mode-banner" style="padding:6px 16px;text-align:center;font:12px/1.4 system-ui,sans-serif;color:#dbe7ff;background:#0e2440;border-bottom:1px solid #2d5a96"><strong style="letter-spacing:.05em">TEST MODE</strong> — payments are simulated; no real card is charged.</div>';

/** Tells the web app a development server keeps a local mailbox, so no page has to ask. */
const DEV_MAILBOX_META = '<meta name="jokerwise-dev-mailbox" content="/dev-mailbox" />';

export interface SpaOptions {
  /** Payments take no real money: the built-in checkout, or Stripe with a test key. */
  testMode: boolean;
  /** The server runs in development and lists captured e-mails at /dev-mailbox. */
  devMailbox: boolean;
}

/** The page as this server serves it, or undefined when the built file is served as it is. */
function readPage(pageFile: string, options: SpaOptions): string | undefined {
  if (!options.testMode && !options.devMailbox) return undefined;
  let page = readFileSync(pageFile, 'utf8');
  if (options.devMailbox) page = page.replace('</head>', `  ${DEV_MAILBOX_META}\n  </head>`);
  if (options.testMode) page = page.replace(/<body([^>]*)>/, `<body$1>${TEST_MODE_BANNER}`);
  return page;
}

/** The build's prerendered pages, path to file; none when the build has no manifest. */
function readPrerenderedManifest(webDist: string): Map<string, string> {
  const file = path.join(webDist, PRERENDERED_MANIFEST);
  if (!existsSync(file)) return new Map();
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const manifest = z.record(z.string(), z.string()).parse(parsed);
  // A page the build listed but did not write is drawn by the app, like any other path.
  return new Map(
    Object.entries(manifest).filter(([, page]) => existsSync(path.join(webDist, page))),
  );
}

/** '/faq/' and '/faq' are one page (the router ignores a trailing slash). */
function pagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  options: SpaOptions,
): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = existsSync(indexFile);
  const servedPage = hasBuild ? readPage(indexFile, options) : undefined;
  const prerendered = new Map(
    [...(hasBuild ? readPrerenderedManifest(webDist) : new Map<string, string>())].map(
      ([pathname, file]) => [
        pathname,
        { file, served: readPage(path.join(webDist, file), options) },
      ],
    ),
  );
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
        // The pages (index.html, the prerendered ones) are served below, as readPage makes them.
        globIgnore: ['**/*.map', '**/*.br', '**/*.gz', '*.html', PRERENDERED_MANIFEST],
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
      void reply.header('cache-control', 'no-cache');
      const page = prerendered.get(pagePath(pathname));
      if (page) {
        if (page.served) return reply.type('text/html; charset=utf-8').send(page.served);
        return reply.sendFile(page.file);
      }
      if (servedPage) return reply.type('text/html; charset=utf-8').send(servedPage);
      return reply.sendFile('index.html');
    });
  });
}
