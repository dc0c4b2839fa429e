// Types of client-modules.mjs for the packages' build configurations.
/** Whether a built module imports React statically. */
export function importsReact(code: string): boolean;
/** Puts `lines` at the top of a built module (below its directive) and moves its source map down as many lines. */
export function prependLines(file: string, lines: string[]): Promise<void>;
/** Marks every built module of `outDir` that imports React with `"use client"`; answers how many it marked. */
export function markClientModules(outDir: string): Promise<number>;
