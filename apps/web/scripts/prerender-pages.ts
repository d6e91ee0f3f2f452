// Run by `npm run build` after `vite build`: renders the landing and the static pages to HTML
// with the same components the browser hydrates, writes each as <page>.html into the build
// output, and lists them by path in prerendered.json, from which the server sends each file for
// its path (docs/decisions/036-prerendered-landing.md). Usage: node scripts/prerender-pages.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createServer } from 'vite';
import { z } from 'zod';
import { createViteConfig } from '../vite.config.ts';

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const EMPTY_ROOT = '<div id="root"></div>';

// What src/app/prerender-pages.tsx exports, checked: Vite hands a loaded module back untyped.
const prerenderModuleSchema = z.object({
  PRERENDERED_PAGES: z.record(z.string(), z.string()),
  renderPageHtml: z.custom<(page: string) => Promise<string>>(
    (value) => typeof value === 'function',
    'renderPageHtml must be a function',
  ),
});

function writeCompressed(file: string, page: string): void {
  writeFileSync(file, page);
  // Compressed beside it like every built file (precompress-plugin.ts), for the server's preCompressed.
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(page, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
}

const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!index.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT}`);

const server = await createServer({
  ...createViteConfig('production', { announce: false }),
  configFile: false,
  root: webRoot,
  mode: 'production',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
});
const manifest: Record<string, string> = {};
try {
  const loaded: unknown = await server.ssrLoadModule('/src/app/prerender-pages.tsx');
  const module = prerenderModuleSchema.parse(loaded);
  for (const [page, pathname] of Object.entries(module.PRERENDERED_PAGES)) {
    const markup = await module.renderPageHtml(page);
    // The page's own <title> leads the markup, after index.html's in the head: the browser shows
    // the first one, so the head gets the page's (React finds its own in the root to hydrate).
    const title = /<title>[^<]*<\/title>/.exec(markup)?.[0];
    const html = (title ? index.replace(/<title>[^<]*<\/title>/, title) : index)
      .replace(EMPTY_ROOT, `<div id="root" data-prerendered="${page}">${markup}</div>`)
      // These pages read fine without JavaScript; the other pages keep the notice.
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
      // Their scripts hydrate what is already on screen, so they are fetched after the
      // stylesheet, which the first paint waits for.
      .replaceAll(
        /<(script type="module"|link rel="modulepreload") crossorigin /g,
        '<$1 crossorigin fetchpriority="low" ',
      );
    const file = `${page}.html`;
    writeCompressed(path.join(dist, file), html);
    manifest[pathname] = file;
    process.stdout.write(
      `Prerendered ${pathname}: dist/${file} (${(html.length / 1000).toFixed(1)} KB).\n`,
    );
  }
} finally {
  await server.close();
}
writeFileSync(path.join(dist, 'prerendered.json'), `${JSON.stringify(manifest, null, 2)}\n`);
