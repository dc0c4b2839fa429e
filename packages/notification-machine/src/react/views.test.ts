// One view per actor: every hook's value is its actor's connect function's view (`system/connect.ts`), the same one
// a page without React builds. A hook that reads a selector, a snapshot or the system's context itself builds a
// second view that will drift from the first; this check reads the hooks' sources and names every such place.
import { readFileSync, readdirSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The system's context fields that hold actors: what a hook may pick with useSystemActor. */
const ACTORS = ['session', 'counts', 'organization', 'feeds', 'preferences'];
/** The module that reads snapshots for the hooks, and with what. */
const READER = 'use-actors.ts';
const CONNECT_MODULE = '../system/connect.js';

const isConnect = (name: string) => /^connect[A-Z]/.test(name);

/** The places in a hook module where a view is built without a connect function. */
function viewsBuiltByHand(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const problems: string[] = [];
  const at = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    problems.push(`${fileName}:${line + 1}: ${text}`);
  };
  const connectNames = new Set<string>();

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text;
      if (from.endsWith('.selectors.js'))
        at(node, `reads selectors (${from}) instead of its connect function`);
      if (from === '@xstate/react') at(node, `reads an actor with @xstate/react itself instead of useView`);
      const named = node.importClause?.namedBindings;
      if (from === CONNECT_MODULE && named && ts.isNamedImports(named)) {
        for (const element of named.elements) connectNames.add(element.name.text);
      }
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && callee.text === 'useSnapshot') {
        at(node, 'reads a snapshot with useSnapshot instead of useView and a connect function');
      }
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'getSnapshot') {
        at(node, 'reads an actor’s snapshot itself instead of through its connect function');
      }
      if (ts.isIdentifier(callee) && callee.text === 'useView') checkView(node);
      if (ts.isIdentifier(callee) && callee.text === 'useSystemActor') checkPick(node);
    }
    ts.forEachChild(node, visit);
  };

  /** `useView(actor, (snapshot) => connectX(snapshot, …))`: the snapshot goes into connect functions only. */
  const checkView = (call: ts.CallExpression) => {
    const view = call.arguments[1];
    const parameter = view && ts.isArrowFunction(view) ? view.parameters[0]?.name : undefined;
    if (!view || !ts.isArrowFunction(view) || !parameter || !ts.isIdentifier(parameter)) {
      at(call, 'useView without a function of the snapshot');
      return;
    }
    let connected = 0;
    const uses = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && node.text === parameter.text && node !== parameter) {
        const call = node.parent;
        const intoConnect =
          ts.isCallExpression(call) &&
          call.arguments.includes(node as ts.Expression) &&
          ts.isIdentifier(call.expression) &&
          isConnect(call.expression.text) &&
          connectNames.has(call.expression.text);
        if (intoConnect) connected += 1;
        else at(node, 'uses the snapshot outside a connect function');
      }
      ts.forEachChild(node, uses);
    };
    uses(view.body);
    if (connected === 0) at(call, 'builds a view without a connect function');
  };

  /** `useSystemActor(name, (context) => context.session)`: a hook picks an actor of the system, never a value. */
  const checkPick = (call: ts.CallExpression) => {
    const pick = call.arguments[1];
    let root: ts.Expression | undefined =
      pick && ts.isArrowFunction(pick) ? (pick.body as ts.Expression) : undefined;
    let field: string | undefined;
    while (root && (ts.isPropertyAccessExpression(root) || ts.isElementAccessExpression(root))) {
      if (ts.isPropertyAccessExpression(root)) field = root.name.text;
      root = root.expression;
    }
    const parameter = pick && ts.isArrowFunction(pick) ? pick.parameters[0]?.name : undefined;
    const fromContext =
      root &&
      parameter &&
      ts.isIdentifier(root) &&
      ts.isIdentifier(parameter) &&
      root.text === parameter.text;
    if (!fromContext || field === undefined || !ACTORS.includes(field)) {
      at(call, 'picks something other than an actor from the system’s context');
    }
  };

  visit(file);
  return problems;
}

const folder = new URL('.', import.meta.url);
const hookModules = readdirSync(folder).filter(
  (name) =>
    /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== READER && name !== 'test-setup.ts',
);

describe('one view per actor', () => {
  it.each(hookModules)('%s builds each view with its actor’s connect function', (name) => {
    expect(viewsBuiltByHand(name, readFileSync(new URL(name, folder), 'utf8'))).toEqual([]);
  });

  it('names a hook that rebuilds a view from selectors and the system’s context', () => {
    const rebuilt = `
      import { useMemo } from 'react';
      import { unseenCount } from '../unseen-count/unseen-count.selectors.js';
      import { connectUnseenCount } from '../system/connect.js';
      import { useSnapshot, useSystemActor, useView } from './use-actors.js';
      export function useUnseenCount() {
        const [counts] = useSystemActor('useUnseenCount', (context) => context.counts);
        const [told] = useSystemActor('useUnseenCount', (context) => context.unseenCount);
        const count = useSnapshot(counts, unseenCount, 0);
        const view = useView(counts, (snapshot) => ({ ...connectUnseenCount(snapshot, send), at: snapshot.status }));
        const own = useView(counts, (snapshot) => snapshot.context);
        return useMemo(() => ({ unseenCount: count, told, view, own, now: counts.getSnapshot() }), [count]);
      }`;
    expect(viewsBuiltByHand('useUnseenCount.ts', rebuilt).map((problem) => problem.split(': ')[1])).toEqual([
      'reads selectors (../unseen-count/unseen-count.selectors.js) instead of its connect function',
      'picks something other than an actor from the system’s context',
      'reads a snapshot with useSnapshot instead of useView and a connect function',
      'uses the snapshot outside a connect function',
      'uses the snapshot outside a connect function',
      'builds a view without a connect function',
      'reads an actor’s snapshot itself instead of through its connect function',
    ]);
  });
});
