// Writes the kit's page sizes into docs/benchmarks.md, in a section of its own that `npm test` replaces each run.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../root.js';
import type { PageMeasure } from './measure.js';

const START = '<!-- bench:kit -->';
const END = '<!-- /bench:kit -->';
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

type BundlerFigures = Record<
  string,
  { closed: PageMeasure; opened: PageMeasure; ownPrimitives: PageMeasure; primitivesOnly: PageMeasure }
>;
/** Gzip bytes of the kit's JS and CSS a page requested in Chromium, React left out. */
export interface RuntimeFigures {
  live: number;
  opened: number;
}

const written: { bundlers?: BundlerFigures; runtime?: RuntimeFigures } = {};

export function kitSection(figures: BundlerFigures, runtime?: RuntimeFigures): string {
  const rows = Object.entries(figures).flatMap(
    ([bundler, { closed, opened, ownPrimitives, primitivesOnly }]) => [
      `| ${bundler} | closed bell, before it is used | ${kib(closed.initial.js)} | ${kib(closed.initial.css)} | ${kib(closed.initial.total)} | 25 (target) |`,
      `| ${bundler} | opened center: feed, settings, socket, one language | ${kib(opened.opened.js)} | ${kib(opened.opened.css)} | ${kib(opened.opened.total)} | 90 (target) |`,
      `| ${bundler} | and in a browser without the HTML Sanitizer API, the fallback sanitiser (DOMPurify) | ${kib(opened.fallbackSanitizer.js)} | ${kib(opened.fallbackSanitizer.css)} | ${kib(opened.fallbackSanitizer.total)} | |`,
      `| ${bundler} | a page that uses the kit's Popover and Tabs, no center | ${kib(primitivesOnly.initial.js)} | ${kib(primitivesOnly.initial.css)} | ${kib(primitivesOnly.initial.total)} | |`,
      `| ${bundler} | the center's own addition to a page that already uses the kit's Popover and Tabs | ${kib(ownPrimitives.opened.js - primitivesOnly.initial.js)} | ${kib(ownPrimitives.opened.css - primitivesOnly.initial.css)} | ${kib(ownPrimitives.opened.total - primitivesOnly.initial.total)} | 50 (target) |`,
    ],
  );
  const [first] = Object.values(figures);
  const breakdown = first!.closed.initialByPackage
    .slice(0, 10)
    .map(([name, bytes]) => `| ${name} | ${kib(bytes)} |`);
  const openedBreakdown = first!.opened.openedByPackage
    .slice(0, 16)
    .map(([name, bytes]) => `| ${name} | ${kib(bytes)} |`);
  return [
    START,
    '## The kit as installed',
    '',
    `Written by \`npm test\` (\`e2e/kit-consumer.e2e.test.ts\`) on ${new Date().toISOString().slice(0, 10)}: the kit's`,
    'packages packed, published to a registry on loopback and installed by name outside the repository, a host page with the',
    'connected popover center built by each bundler (code splitting, minified, React and react-dom external). KiB of',
    'gzip (level 9) of what the page loads; the closed bell is the entry with its static imports, the opened center',
    'adds every chunk it can load but languages and the fallback sanitiser, and the largest language.',
    '',
    '| Bundler | Page | JS | CSS | Total | Budget |',
    '|---|---|---:|---:|---:|---:|',
    ...rows,
    '',
    ...(runtime
      ? [
          'In Chromium, against the real server, the page built with esbuild and React in chunks of its own, the kit’s',
          'JS and CSS the page requested (KiB gzip):',
          '',
          '| Moment | Requested | Budget |',
          '|---|---:|---:|',
          `| the bell with its live count (session, counts, socket), before it is used | ${kib(runtime.live)} | 45 (target) |`,
          `| the center opened, its feed and its settings shown | ${kib(runtime.opened)} | 90 (target) |`,
          '',
        ]
      : []),
    `What the closed bell loads, by package (KiB minified, before gzip, ${Object.keys(figures)[0]}):`,
    '',
    '| Package | KiB |',
    '|---|---:|',
    ...breakdown,
    '',
    `What the opened center loads, by package (KiB minified, before gzip, ${Object.keys(figures)[0]}):`,
    '',
    '| Package | KiB |',
    '|---|---:|',
    ...openedBreakdown,
    END,
  ].join('\n');
}

export function writeKitFigures(figures: BundlerFigures): void {
  written.bundlers = figures;
  write();
}

export function writeKitRuntimeFigures(figures: RuntimeFigures): void {
  written.runtime = figures;
  write();
}

/** Replaces the kit's section of docs/benchmarks.md with what this run measured so far. */
function write(): void {
  if (!written.bundlers) return;
  replaceSection(START, END, kitSection(written.bundlers, written.runtime));
}

/**
 * Replaces the section of docs/benchmarks.md between the `start` and `end` markers with `section` (which carries
 * both markers), or adds it at the end.
 */
export function replaceSection(start: string, end: string, section: string): void {
  const file = path.join(repoRoot, 'docs', 'benchmarks.md');
  const text = readFileSync(file, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${text.slice(0, from)}${section}${text.slice(to + end.length)}`
      : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}
