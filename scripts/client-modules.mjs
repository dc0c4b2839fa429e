// Marks the kit's built modules that use React as client modules (`"use client"`), so a page of a server-rendering
// framework (React Server Components: the Next.js App Router and the like) imports the bell, the provider and the
// hooks as it imports any component of its own client code, and renders them on the server for the first HTML. A
// module that never imports React (the theme contract and its tokens, the wire contract, the lifecycle's machines,
// the languages' tables) stays a plain module a server component may call.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** React's own modules, and the bindings that read a React context, as built modules import them. */
const REACT_IMPORT =
  /(?:^|[\n;])\s*import\s*(?:[^"';]*from\s*)?"(?:react|react-dom|@xstate\/react)(?:\/[^"]*)?"/;
const DIRECTIVE = '"use client";';

/** Whether a built module imports React (statically: a module that only loads one later needs no marking). */
export const importsReact = (code) => REACT_IMPORT.test(code);

/**
 * Puts `lines` at the top of a built module, below a directive it starts with, and moves its source map's
 * mappings down by as many lines, so the map still points at the right sources.
 */
export async function prependLines(file, lines) {
  const code = await readFile(file, 'utf8');
  const hasDirective = code.startsWith(`${DIRECTIVE}\n`);
  const body = hasDirective ? code.slice(DIRECTIVE.length + 1) : code;
  const head = hasDirective && lines[0] !== DIRECTIVE ? [DIRECTIVE, ...lines] : lines;
  await writeFile(file, `${head.join('\n')}\n${body}`);
  const mapFile = `${file}.map`;
  const map = await readFile(mapFile, 'utf8').catch(() => undefined);
  if (map === undefined) return;
  const parsed = JSON.parse(map);
  parsed.mappings = `${';'.repeat(lines.length)}${parsed.mappings}`;
  await writeFile(mapFile, JSON.stringify(parsed));
}

/** Marks every built module of `outDir` that imports React; answers how many it marked. */
export async function markClientModules(outDir) {
  const modules = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.js'));
  let marked = 0;
  for (const module of modules) {
    const file = path.join(outDir, module);
    const code = await readFile(file, 'utf8');
    if (code.startsWith(DIRECTIVE) || !importsReact(code)) continue;
    await prependLines(file, [DIRECTIVE]);
    marked += 1;
  }
  return marked;
}
