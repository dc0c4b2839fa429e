#!/usr/bin/env node
// Size report for every component of @herald/ui (gzip), checked against size-budget.json; `npm test` runs it.
//
// What is measured, per component folder (src/components/<Name>/index.ts as the entry):
// - JS: the component's own code and every local module it pulls in (shared field parts, icons, the theme
//   contract's variable names), bundled and minified with esbuild. npm packages (React, React Aria, Radix,
//   @internationalized/date, @herald/notification-protocol …) stay external: the app pays for them once, whichever
//   components it uses, so they would only hide a component's own growth.
// - CSS: the rules vanilla-extract emits for the component's .css.ts files and the shared style modules it
//   imports, minified. The theme stylesheet (token values of the light and dark themes) is shared by every
//   component, so it is reported once on its own row and left out of each component.
// - Gzip at level 9 of each file; "total" is JS gzip + CSS gzip, the figure the budget limits.
//
// Whole host pages with the notification center are measured on the packed packages, installed outside the
// workspace, by e2e/kit-consumer.e2e.test.ts (figures in docs/benchmarks.md).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import * as prettier from 'prettier';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { reportFile } from '../../../scripts/vitest-report.js';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const componentsDir = path.join(packageDir, 'src', 'components');
const budgetPath = path.join(packageDir, 'size-budget.json');
const reportPath = path.join(packageDir, 'size-report.md');
/** Stylesheets shared by all components, reported on their own row instead of inside each component. */
const SHARED_STYLESHEETS = ['src/theme/theme.css.ts'];

const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

/** Splits esbuild's CSS bundle into the sections vanilla-extract marks with the source file they came from. */
function cssSections(css) {
  const marker = /\/\* vanilla-extract-css-ns:([^?*]+?)\.vanilla\.css\?source=[^*]*\*\//g;
  const sections = [];
  let match;
  let last = null;
  while ((match = marker.exec(css)) !== null) {
    if (last) sections.push({ source: last.source, text: css.slice(last.end, match.index) });
    last = { source: match[1], end: marker.lastIndex };
  }
  if (last) sections.push({ source: last.source, text: css.slice(last.end) });
  return sections;
}

async function measure(entry) {
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    target: 'es2023',
    jsx: 'automatic',
    packages: 'external',
    write: false,
    outdir: path.join(packageDir, '.size-report'),
    absWorkingDir: packageDir,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin()],
  });
  const js = result.outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? '';
  const css = result.outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? '';
  const sections = cssSections(css);
  const own = sections.filter((section) => !SHARED_STYLESHEETS.includes(section.source));
  const shared = sections.filter((section) => SHARED_STYLESHEETS.includes(section.source));
  const minify = async (code, loader) =>
    code.trim() ? (await esbuild.transform(code, { loader, minify: true, target: 'es2023' })).code : '';
  const jsMin = await minify(js, 'js');
  const cssMin = await minify(own.map((section) => section.text).join('\n'), 'css');
  const sharedCssMin = await minify(shared.map((section) => section.text).join('\n'), 'css');
  return {
    jsBytes: Buffer.byteLength(jsMin),
    jsGzip: jsMin ? gzip(jsMin) : 0,
    cssBytes: Buffer.byteLength(cssMin),
    cssGzip: cssMin ? gzip(cssMin) : 0,
    sharedCssGzip: sharedCssMin ? gzip(sharedCssMin) : 0,
    sharedCssBytes: Buffer.byteLength(sharedCssMin),
  };
}

const budgets = JSON.parse(readFileSync(budgetPath, 'utf8'));
const components = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(componentsDir, entry.name, 'index.ts')))
  .map((entry) => entry.name)
  .sort();

const rows = [];
const failures = [];
let theme = null;
for (const name of components) {
  let size;
  try {
    size = await measure(path.join(componentsDir, name, 'index.ts'));
  } catch (error) {
    failures.push(
      `${name}: could not be bundled (${error instanceof Error ? error.message.split('\n')[0] : error})`,
    );
    continue;
  }
  if (size.sharedCssGzip > 0 && theme === null) theme = size;
  const total = size.jsGzip + size.cssGzip;
  const budget = budgets.components?.[name] ?? budgets.default;
  const over = total > budget;
  if (over) failures.push(`${name}: ${total} B gzip is over its budget of ${budget} B`);
  rows.push({ name, ...size, total, budget, listed: name in (budgets.components ?? {}), over });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
const lines = [
  '# @herald/ui size report',
  '',
  'Generated by `node scripts/size-report.mjs` (run by `npm test`); budgets live in `size-budget.json`.',
  '',
  'Per component: its own code and the local modules it imports, bundled and minified with esbuild, with npm packages (React, React Aria, Radix, @internationalized/date, @herald/notification-protocol) left external; plus the CSS of its vanilla-extract styles, minified. The theme stylesheet every component shares is counted once, below the table. Sizes are gzip level 9; the budget limits JS gzip + CSS gzip.',
  '',
  '| Component | JS min | JS gzip | CSS min | CSS gzip | Total gzip | Budget | |',
  '|---|---:|---:|---:|---:|---:|---:|---|',
  ...rows.map(
    (row) =>
      `| ${row.name} | ${kb(row.jsBytes)} | ${kb(row.jsGzip)} | ${kb(row.cssBytes)} | ${kb(row.cssGzip)} | ${kb(row.total)} | ${kb(row.budget)}${row.listed ? '' : ' (default)'} | ${row.over ? 'over' : 'ok'} |`,
  ),
  '',
  theme
    ? `Shared theme stylesheet (light, dark and system theme classes): ${kb(theme.sharedCssBytes)} min, ${kb(theme.sharedCssGzip)} gzip.`
    : 'No component imports the theme stylesheet.',
  '',
  '## Host pages with the notification center',
  '',
  'Measured on the packed packages as a team installs them, by the end-to-end kit test: see `docs/benchmarks.md`.',
  '',
];
if (failures.length > 0)
  lines.push('## Over budget or failed', '', ...failures.map((failure) => `- ${failure}`), '');
// Formatted like every other file, so the repository's format check passes on the generated report.
const prettierConfig = (await prettier.resolveConfig(reportPath)) ?? {};
writeFileSync(reportPath, await prettier.format(lines.join('\n'), { ...prettierConfig, parser: 'markdown' }));

// One check per component in the shape of the test reports, so `npm test`'s summary line counts budgets too.
const summaryPath = reportFile(new URL('../package.json', import.meta.url).href, 'size');
mkdirSync(path.dirname(summaryPath), { recursive: true });
writeFileSync(
  summaryPath,
  JSON.stringify({
    numPassedTests: rows.filter((row) => !row.over).length,
    numFailedTests: failures.length,
  }),
);

for (const row of rows) {
  console.log(
    `${row.over ? '✗' : '✓'} ${row.name.padEnd(20)} ${kb(row.total).padStart(10)} / ${kb(row.budget)}`,
  );
}
if (failures.length > 0) {
  console.error(`\nSize report: ${failures.length} problem(s):\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nSize report: ${rows.length} components within budget; written to size-report.md.`);
