// Writes the kit's page sizes into docs/benchmarks.md, in a section of its own that `npm test` replaces each run.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../harness.js';
import type { PageMeasure } from './measure.js';

const START = '<!-- bench:kit -->';
const END = '<!-- /bench:kit -->';
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export function kitSection(figures: Record<string, { closed: PageMeasure; opened: PageMeasure }>): string {
  const rows = Object.entries(figures).flatMap(([bundler, { closed, opened }]) => [
    `| ${bundler} | closed bell, before it is used | ${kib(closed.initial.js)} | ${kib(closed.initial.css)} | ${kib(closed.initial.total)} | 35 |`,
    `| ${bundler} | opened center: feed, settings, socket, one language | ${kib(opened.opened.js)} | ${kib(opened.opened.css)} | ${kib(opened.opened.total)} | 90 |`,
  ]);
  const [first] = Object.values(figures);
  const breakdown = first!.closed.initialByPackage
    .slice(0, 10)
    .map(([name, bytes]) => `| ${name} | ${kib(bytes)} |`);
  return [
    START,
    '## The kit as installed',
    '',
    `Written by \`npm test\` (\`e2e/kit-consumer.e2e.test.ts\`) on ${new Date().toISOString().slice(0, 10)}: the kit's`,
    'packages packed with `npm pack` and installed into a project outside the repository, a host page with the',
    'connected popover center built by each bundler (code splitting, minified, React and react-dom external). KiB of',
    'gzip (level 9) of what the page loads; the closed bell is the entry with its static imports, the opened center',
    'adds every chunk it can load but languages, and the largest language.',
    '',
    '| Bundler | Page | JS | CSS | Total | Budget |',
    '|---|---|---:|---:|---:|---:|',
    ...rows,
    '',
    `What the closed bell loads, by package (KiB minified, before gzip, ${Object.keys(figures)[0]}):`,
    '',
    '| Package | KiB |',
    '|---|---:|',
    ...breakdown,
    END,
  ].join('\n');
}

export function writeKitFigures(figures: Record<string, { closed: PageMeasure; opened: PageMeasure }>): void {
  const file = path.join(repoRoot, 'docs', 'benchmarks.md');
  const text = readFileSync(file, 'utf8');
  const section = kitSection(figures);
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  const next =
    start >= 0 && end > start
      ? `${text.slice(0, start)}${section}${text.slice(end + END.length)}`
      : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}
