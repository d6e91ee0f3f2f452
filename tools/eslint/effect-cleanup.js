// React calls whatever an effect callback returns as its cleanup when the component unmounts or
// the effect re-runs. A concise arrow returns its expression by accident — `() => window.scrollTo(0, 0)`
// returns a Promise in current Chromium, and React then crashes calling it on the way out — and an
// async callback always returns a Promise. This rule allows only a block body that returns nothing
// or something it can see is a function.

const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect']);

const isFunctionNode = (node) =>
  node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';

function hookName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed) return callee.property.name;
  return undefined;
}

function findVariable(scope, name) {
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(name);
    if (variable) return variable;
  }
  return undefined;
}

/** The global `undefined`, not a local variable of that name. */
const isUndefined = (node, scope) =>
  node.type === 'Identifier' &&
  node.name === 'undefined' &&
  (findVariable(scope, 'undefined')?.defs.length ?? 0) === 0;

/** A function written in place, a function declaration, or a const bound to one (or to useCallback). */
function isVisiblyFunction(node, scope) {
  if (isFunctionNode(node)) return true;
  if (node.type === 'ConditionalExpression') {
    return [node.consequent, node.alternate].every(
      (branch) => isUndefined(branch, scope) || isVisiblyFunction(branch, scope),
    );
  }
  if (node.type !== 'Identifier') return false;
  const definitions = findVariable(scope, node.name)?.defs ?? [];
  if (definitions.length !== 1) return false;
  const [definition] = definitions;
  if (definition.type === 'FunctionName') return true;
  if (definition.type !== 'Variable' || definition.parent.kind !== 'const') return false;
  const init = definition.node.init;
  if (!init) return false;
  return (
    isFunctionNode(init) ||
    (init.type === 'CallExpression' && hookName(init.callee) === 'useCallback')
  );
}

function enclosingFunction(node) {
  let current = node.parent;
  while (current && !isFunctionNode(current) && current.type !== 'FunctionDeclaration') {
    current = current.parent;
  }
  return current;
}

/** @type {import('eslint').Rule.RuleModule} */
export const effectCleanup = {
  meta: {
    type: 'problem',
    docs: { description: 'An effect callback returns nothing or a cleanup function' },
    schema: [],
    messages: {
      conciseBody:
        '{{hook}} callback must have a block body: React calls whatever it returns as the cleanup.',
      asyncCallback:
        '{{hook}} callback must not be async: it returns a Promise where React expects a cleanup.',
      returnsValue:
        '{{hook}} callback may return only a cleanup function (write `return () => …`), not `{{value}}`.',
    },
  },
  create(context) {
    const effectCallbacks = new Map();
    return {
      CallExpression(node) {
        const hook = hookName(node.callee);
        const [callback] = node.arguments;
        if (!EFFECT_HOOKS.has(hook) || !callback || !isFunctionNode(callback)) return;
        if (callback.async) {
          context.report({ node: callback, messageId: 'asyncCallback', data: { hook } });
        } else if (callback.body.type !== 'BlockStatement') {
          context.report({ node: callback.body, messageId: 'conciseBody', data: { hook } });
        } else {
          effectCallbacks.set(callback, hook);
        }
      },
      ReturnStatement(node) {
        const hook = effectCallbacks.get(enclosingFunction(node));
        if (!hook || !node.argument) return;
        const scope = context.sourceCode.getScope(node);
        if (isUndefined(node.argument, scope) || isVisiblyFunction(node.argument, scope)) return;
        context.report({
          node: node.argument,
          messageId: 'returnsValue',
          data: { hook, value: context.sourceCode.getText(node.argument).slice(0, 40) },
        });
      },
    };
  },
};
