// The house rules of docs/architecture.md#house-rules that a file can be checked for on its own.
// Each rule names the one place allowed to do a thing, so a second place shows up in review as a
// lint error instead of bending the rule quietly.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const relative = (file) => path.relative(ROOT, file).split(path.sep).join('/');
const isTest = (file) =>
  /\.test\.tsx?$/.test(file) || /(^|\/)(test|testing)\//.test(file) || file.startsWith('e2e/');

/** Builds a rule from a check run on every file the rule applies to. */
function rule(description, appliesTo, create) {
  return {
    meta: { type: 'problem', docs: { description }, schema: [] },
    create(context) {
      const file = relative(context.filename);
      return appliesTo(file) ? create(context, file) : {};
    },
  };
}

const API_CLIENT = 'apps/web/src/lib/api-client.ts';
const STORAGE_MODULE = 'apps/web/src/lib/storage.ts';
const STORAGE_GLOBALS = new Set(['localStorage', 'sessionStorage', 'indexedDB']);
const GLOBAL_OBJECTS = new Set(['window', 'globalThis', 'self']);

/** `name`, `window.name` or `globalThis.name` used as a value. */
function globalName(node) {
  if (node.type === 'Identifier') return node.name;
  if (
    node.type === 'MemberExpression' &&
    !node.computed &&
    node.object.type === 'Identifier' &&
    GLOBAL_OBJECTS.has(node.object.name) &&
    node.property.type === 'Identifier'
  ) {
    return node.property.name;
  }
  return undefined;
}

const isShadowed = (context, node, name) => {
  let scope = context.sourceCode.getScope(node);
  while (scope) {
    const variable = scope.set.get(name);
    if (variable && variable.defs.length > 0) return true;
    scope = scope.upper;
  }
  return false;
};

export const fetchOnlyInApiClient = rule(
  `On the web only ${API_CLIENT} calls fetch`,
  (file) => file.startsWith('apps/web/src/') && file !== API_CLIENT && !isTest(file),
  (context) => ({
    CallExpression(node) {
      if (globalName(node.callee) === 'fetch' && !isShadowed(context, node, 'fetch')) {
        context.report({ node, message: `only ${API_CLIENT} calls fetch; use its helpers` });
      }
    },
  }),
);

export const oneStorageModule = rule(
  `On the web only ${STORAGE_MODULE} touches browser storage`,
  (file) => file.startsWith('apps/web/src/') && file !== STORAGE_MODULE && !isTest(file),
  (context) => ({
    'Identifier, MemberExpression'(node) {
      const name = globalName(node);
      if (node.type === 'Identifier' && node.parent.type === 'MemberExpression') {
        if (node.parent.property === node && !node.parent.computed) return;
      }
      if (name && STORAGE_GLOBALS.has(name) && !isShadowed(context, node, name)) {
        context.report({ node, message: `only ${STORAGE_MODULE} touches ${name}` });
      }
    },
    MemberExpression(node) {
      const isCookie =
        !node.computed &&
        node.property.type === 'Identifier' &&
        node.property.name === 'cookie' &&
        node.object.type === 'Identifier' &&
        node.object.name === 'document';
      if (isCookie) context.report({ node, message: `only ${STORAGE_MODULE} touches cookies` });
    },
  }),
);

export const queriesInRepositories = rule(
  'On the server only *.repository.ts files and src/db build queries',
  (file) =>
    file.startsWith('apps/server/src/') &&
    !file.startsWith('apps/server/src/db/') &&
    !file.endsWith('.repository.ts') &&
    !isTest(file),
  (context) => ({
    ImportDeclaration(node) {
      const isQueryBuilder = node.source.value === 'drizzle-orm' && node.importKind !== 'type';
      const values = node.specifiers.filter((specifier) => specifier.importKind !== 'type');
      if (isQueryBuilder && values.length > 0) {
        context.report({
          node: node.source,
          message: 'drizzle-orm query builders belong in a *.repository.ts file',
        });
      }
    },
  }),
);

const moduleOf = (file) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1];

export const moduleEntries = rule(
  'Server modules import each other only through index.ts',
  (file) => moduleOf(file) !== undefined && !isTest(file),
  (context, file) => {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = relative(path.resolve(path.dirname(path.join(ROOT, file)), source));
      const targetModule = moduleOf(`${target}/`);
      if (!targetModule || targetModule === moduleOf(file)) return;
      const isEntry = target === `apps/server/src/modules/${targetModule}`;
      const isEntryFile = /^apps\/server\/src\/modules\/[^/]+\/index(\.js)?$/.test(target);
      if (!isEntry && !isEntryFile) {
        context.report({
          node: node.source,
          message: `import the '${targetModule}' module through its index.ts`,
        });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
);

export const pureGame = rule(
  'packages/game has no clock, no randomness and no I/O',
  (file) => file.startsWith('packages/game/src/') && !isTest(file),
  (context) => {
    const forbidden = new Map([
      ['Date', 'the clock (take the time as an argument)'],
      ['fetch', 'I/O'],
      ['process', 'the process'],
      ['console', 'the console (return a log instead)'],
      ['setTimeout', 'timers'],
      ['setInterval', 'timers'],
      ['localStorage', 'storage'],
    ]);
    return {
      Identifier(node) {
        const what = forbidden.get(node.name);
        const isProperty =
          (node.parent.type === 'MemberExpression' && node.parent.property === node) ||
          (node.parent.type === 'Property' && node.parent.key === node) ||
          node.parent.type.startsWith('TS');
        if (!what || isProperty || isShadowed(context, node, node.name)) return;
        context.report({ node, message: `packages/game is pure: no ${what}` });
      },
      MemberExpression(node) {
        const isRandom =
          node.object.type === 'Identifier' &&
          node.object.name === 'Math' &&
          node.property.type === 'Identifier' &&
          node.property.name === 'random';
        if (isRandom) {
          context.report({ node, message: 'packages/game is pure: no Math.random (seeded luck)' });
        }
      },
    };
  },
);

const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

export const kebabCaseFiles = rule(
  'File names are kebab-case',
  () => true,
  (context, file) => ({
    Program(node) {
      const name = path.posix.basename(file);
      if (!KEBAB_CASE.test(name)) {
        context.report({ node, message: `file name '${name}' is not kebab-case` });
      }
    },
  }),
);

export const explicitExports = rule(
  'The shared packages list what they export by name',
  (file) => /^packages\/(game|contracts)\/src\//.test(file) && !isTest(file),
  (context) => ({
    ExportAllDeclaration(node) {
      context.report({
        node,
        message: 'export by name (export { a, type B } from …): the entry lists what it offers',
      });
    },
  }),
);

export const houseRules = {
  'fetch-only-in-api-client': fetchOnlyInApiClient,
  'one-storage-module': oneStorageModule,
  'queries-in-repositories': queriesInRepositories,
  'module-entries': moduleEntries,
  'pure-game': pureGame,
  'kebab-case-files': kebabCaseFiles,
  'explicit-exports': explicitExports,
};
