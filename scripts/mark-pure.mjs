// Marks the top-level calls of side-effect-free factories in the built modules as pure (`/* @__PURE__ */`), so a
// host's bundler drops the styles and contexts of every component a page does not use. esbuild keeps such calls
// because it cannot know they are pure: vanilla-extract's compiled recipes and sprinkles (`createRuntimeFn`,
// `createSprinkles`) and React's `createContext` and `lazy`.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const PURE_FACTORIES = new Set(['createRuntimeFn', 'createSprinkles', 'createContext', 'lazy']);
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g;

/** The local names a module gives the pure factories it imports. */
function pureNames(code) {
  const names = new Set();
  for (const [, specifiers] of code.matchAll(IMPORT)) {
    for (const specifier of specifiers.split(',')) {
      const [imported, local = imported] = specifier.trim().split(/\s+as\s+/);
      if (imported && PURE_FACTORIES.has(imported)) names.add(local.trim());
    }
  }
  return names;
}

/** Annotates `var x = factory(` at the top level of a module; answers how many calls it marked. */
export function markPure(code) {
  const names = pureNames(code);
  if (names.size === 0) return { code, marked: 0 };
  const alternatives = [...names].map((name) => name.replace(/\$/g, '\\$')).join('|');
  // vanilla-extract hands sprinkles their definition through an immediately called function: pure as well.
  const call = new RegExp(
    `^((?:export )?(?:var|let|const) [\\w$]+ = )(${alternatives})\\((\\(function\\(\\) \\{)?`,
    'gm',
  );
  let marked = 0;
  const result = code.replace(call, (_match, head, name, definition) => {
    marked += 1;
    return `${head}/* @__PURE__ */ ${name}(${definition ? `/* @__PURE__ */ ${definition}` : ''}`;
  });
  return { code: result, marked };
}

/** Marks every built module under `directory`, in its folders too; answers how many calls it marked. */
export async function markPureInDirectory(directory) {
  let marked = 0;
  for (const file of await readdir(directory, { recursive: true })) {
    if (!file.endsWith('.js')) continue;
    const filePath = path.join(directory, file);
    const result = markPure(await readFile(filePath, 'utf8'));
    if (result.marked > 0) await writeFile(filePath, result.code);
    marked += result.marked;
  }
  return marked;
}
