// Enforces the one-way layering of docs/architecture.md#layout and docs/guiding-principles.md:
// - packages/game imports nothing but its own files;
// - packages/contracts imports only zod, the game package and its own files;
// - a web feature never imports another feature; the browser never imports server code;
// - a third-party SDK is imported only by its one wrapper file.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** SDK → the only file allowed to import it (relative to the repo root). */
export const SDK_WRAPPERS = {
  'pg-boss': 'apps/server/src/jobs/job-queue.ts',
  ioredis: 'apps/server/src/lib/redis-client.ts',
  stripe: 'apps/server/src/modules/billing/stripe-client.ts',
  nodemailer: 'apps/server/src/modules/email/smtp-transport.ts',
  openai: 'apps/server/src/modules/coach/openai-client.ts',
  // The game package's one library, pure JavaScript (docs/decisions/017-save-import-parser.md).
  fflate: 'packages/game/src/save/flate.ts',
};

const relative = (file) => path.relative(ROOT, file).split(path.sep).join('/');
const featureOf = (file) => /^apps\/web\/src\/features\/([^/]+)\//.exec(relative(file))?.[1];

function problemFor(file, source) {
  const from = relative(file);
  const isRelative = source.startsWith('.');
  const target = isRelative ? relative(path.resolve(path.dirname(file), source)) : undefined;
  const isTest = /\.test\.tsx?$/.test(from) || from.includes('/test/');

  if (
    from.startsWith('packages/game/src/') &&
    !isTest &&
    !isRelative &&
    SDK_WRAPPERS[source] !== from
  ) {
    return `packages/game imports nothing (found '${source}')`;
  }
  if (from.startsWith('packages/contracts/src/') && !isRelative) {
    if (!['zod', '@jokerwise/game'].includes(source)) {
      return `packages/contracts may import only zod and @jokerwise/game (found '${source}')`;
    }
  }
  if (from.startsWith('apps/web/')) {
    if (source.startsWith('@jokerwise/server') || target?.startsWith('apps/server/')) {
      return 'the browser never imports server code';
    }
    const feature = featureOf(file);
    const targetFeature = target ? featureOf(path.join(ROOT, target, 'x')) : undefined;
    if (feature && targetFeature && targetFeature !== feature) {
      return `features never import each other ('${feature}' imports '${targetFeature}'); compose them in src/app`;
    }
  }
  const sdk = Object.keys(SDK_WRAPPERS).find(
    (name) => source === name || source.startsWith(`${name}/`),
  );
  if (sdk && from !== SDK_WRAPPERS[sdk] && !isTest) {
    return `import '${sdk}' only through ${SDK_WRAPPERS[sdk]}`;
  }
  return undefined;
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the layering of docs/architecture.md' },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const message = problemFor(context.filename, source);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
