import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress-plugin.ts';
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite';

// Same-origin in production (the API server serves the SPA); in development the proxy mirrors
// that, aimed at the API server's PORT and HOST from the environment or the project's .env.
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

function apiTarget(mode: string): string {
  const env = { ...loadEnv(mode, projectRoot, ''), ...process.env };
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT || '5000'}`;
}

/** Says which address to open: the API server prints its own, which serves the last build. */
function announceDevUrl(target: string): Plugin {
  return {
    name: 'jokerwise-dev-url',
    configureServer(server) {
      server.httpServer?.once('listening', () => {
        const url = server.resolvedUrls?.local[0] ?? 'the Local address above';
        server.config.logger.info(`\n  Open ${url} (live reload). API calls go to ${target}.\n`);
      });
    },
  };
}

const SHELL_MODULES = [
  '/src/components/layout/',
  '/src/components/ui/button',
  '/src/components/ui/badge',
  'node_modules/clsx/',
  'node_modules/lucide-react/dist/esm/createLucideIcon',
  'node_modules/lucide-react/dist/esm/Icon',
  'node_modules/lucide-react/dist/esm/defaultAttributes',
  'node_modules/lucide-react/dist/esm/shared/',
];

/** The web build and dev server; the component tests reuse it without the dev-URL banner. */
export function createViteConfig(mode: string, options = { announce: true }): UserConfig {
  const target = apiTarget(mode);
  return {
    plugins: [
      react(),
      tailwindcss(),
      precompress(),
      ...(options.announce ? [announceDevUrl(target)] : []),
    ],
    server: { proxy: { '/api': { target, changeOrigin: false } } },
    preview: { proxy: { '/api': { target, changeOrigin: false } } },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Maps for local debugging only: the bundles do not point at them and the server never serves them.
      sourcemap: 'hidden',
      rolldownOptions: {
        output: {
          // Groups of modules kept together; a higher priority claims a shared module first.
          codeSplitting: {
            groups: [
              // React on its own, claimed first: otherwise the query group takes it with
              // react-query, and the prerendered landing, which fetches nothing, loads both (ADR 036).
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                priority: 3,
              },
              // One chunk for react-query: otherwise each lazy screen that calls useQuery pulls its
              // own slice out of the entry chunk, and the extra chunk headers count against the
              // landing page's budget (docs/architecture.md#budgets).
              { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
              // A chunk of its own, so that it runs before the chunks the entry imports: a zod
              // schema those build would otherwise probe for eval under the CSP (src/lib/zod-jitless.ts).
              { name: 'zod-jitless', test: /[\\/]src[\\/]lib[\\/]zod-jitless/, priority: 2 },
              // The shell every page draws (header, logo, buttons, icons' base, class helper) in
              // one chunk: lazy screens that reuse a piece would otherwise split it into a small
              // chunk of its own that the landing page must load too.
              {
                name: 'shell',
                test: (id: string) => SHELL_MODULES.some((part) => id.includes(part)),
                priority: 1,
              },
            ],
          },
        },
      },
    },
  };
}

export default defineConfig(({ mode }) => createViteConfig(mode));
