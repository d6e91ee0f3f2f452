// The landing page's JavaScript before first paint (docs/architecture.md#budgets budget: 100 KB gzipped).
// Reads the built apps/web/dist: the entry script of index.html, its modulepreloads and every
// chunk those import statically, each gzipped at zlib's default level (as Vite reports and
// @fastify/compress sends it). KB here is 1,000 bytes, the unit of Vite's build report.
// Run after `npm run build -w apps/web`: `node bench/landing-bundle.mjs` (exit 1 over budget).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 100;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const indexHtml = path.join(dist, 'index.html');
if (!existsSync(indexHtml)) {
  console.error('No apps/web/dist/index.html: run `npm run build -w apps/web` first.');
  process.exit(1);
}

const html = readFileSync(indexHtml, 'utf8');
const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const roots = tags.flatMap((tag) => {
  if (tag.startsWith('<script') && attribute(tag, 'type') === 'module') {
    return [attribute(tag, 'src')];
  }
  if (tag.startsWith('<link') && attribute(tag, 'rel') === 'modulepreload') {
    return [attribute(tag, 'href')];
  }
  return [];
});

// Static imports only: `import … from "<chunk>"`, `import "<chunk>"`, `export … from "<chunk>"`.
// Dynamic `import("<chunk>")` chunks load after first paint and are not counted.
const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+\.js)["']/g;

const toFile = (url, fromFile) =>
  url.startsWith('/') ? path.join(dist, url) : path.resolve(path.dirname(fromFile), url);

const seen = new Map();
const queue = roots.filter(Boolean).map((url) => toFile(url, indexHtml));
while (queue.length > 0) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  const source = readFileSync(file);
  seen.set(file, { raw: source.length, gzip: gzipSync(source).length });
  for (const [, specifier] of source.toString('utf8').matchAll(STATIC_IMPORT)) {
    if (specifier.startsWith('.') || specifier.startsWith('/')) queue.push(toFile(specifier, file));
  }
}

const kb = (bytes) => bytes / 1000;
let totalGzip = 0;
console.log('Landing page JavaScript before first paint (apps/web/dist):');
for (const [file, { raw, gzip }] of seen) {
  totalGzip += gzip;
  const name = path.relative(dist, file).padEnd(44);
  console.log(
    `  ${name} ${kb(raw).toFixed(1).padStart(7)} KB raw  ${kb(gzip).toFixed(1).padStart(6)} KB gzip`,
  );
}
const verdict = kb(totalGzip) <= BUDGET_KB ? 'within' : 'OVER';
console.log(
  `Total: ${kb(totalGzip).toFixed(1)} KB gzipped of ${BUDGET_KB} KB budget (${verdict} budget, ${(BUDGET_KB - kb(totalGzip)).toFixed(1)} KB headroom)`,
);
process.exit(verdict === 'within' ? 0 : 1);
