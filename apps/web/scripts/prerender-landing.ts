// Run by `npm run build` after `vite build`: renders the landing page to HTML with the same
// components the browser hydrates, and writes landing.html into the build output, the page the server sends for
// '/' (docs/decisions/036-prerendered-landing.md). Usage: node scripts/prerender-landing.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createServer } from 'vite';
import { createViteConfig } from '../vite.config.ts';

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const EMPTY_ROOT = '<div id="root"></div>';

async function renderLanding(): Promise<string> {
  const server = await createServer({
    ...createViteConfig('production', { announce: false }),
    configFile: false,
    root: webRoot,
    mode: 'production',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  try {
    const module = (await server.ssrLoadModule('/src/app/prerender-landing.tsx')) as {
      renderLandingHtml: () => Promise<string>;
    };
    return await module.renderLandingHtml();
  } finally {
    await server.close();
  }
}

const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!index.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT}`);
const markup = await renderLanding();
const page = index
  .replace(EMPTY_ROOT, `<div id="root" data-prerendered="landing">${markup}</div>`)
  // The landing reads fine without JavaScript; the other pages keep the notice.
  .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');

const file = path.join(dist, 'landing.html');
writeFileSync(file, page);
// Compressed beside it like every built file (precompress-plugin.ts), for the server's preCompressed.
writeFileSync(
  `${file}.br`,
  brotliCompressSync(page, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }),
);
writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
process.stdout.write(
  `Prerendered the landing page: dist/landing.html (${(page.length / 1000).toFixed(1)} KB).\n`,
);
