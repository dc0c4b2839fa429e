#!/usr/bin/env node
// Dependency audit of what ships (`npm audit --omit=dev`): fails on any advisory of high or critical severity that
// docs/security.md does not list as accepted (`audit-accepted: <advisory id>`). When the registry does not answer
// the advisory request (an offline mirror or a registry without the audit endpoint), it says so and what to run,
// and does not fail: nothing was checked, and the line says that in so many words.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const accepted = new Set(
  [...readFileSync(path.join(root, 'docs', 'security.md'), 'utf8').matchAll(/audit-accepted: (\S+)/g)].map(
    (match) => match[1],
  ),
);

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  cwd: root,
  encoding: 'utf8',
  timeout: 120_000,
  env: { ...process.env, npm_config_audit: 'true' },
});
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}
if (!report || report.error || !report.vulnerabilities) {
  const reason = report?.error?.summary || report?.message || run.stderr.trim().split('\n')[0] || 'no answer';
  console.log(`Dependency audit NOT CHECKED: the registry did not answer the advisory request (${reason}).`);
  console.log('Run `npm audit --omit=dev --audit-level=high` where the registry serves advisories.');
  process.exit(0);
}

const findings = Object.values(report.vulnerabilities)
  .filter((entry) => entry.severity === 'high' || entry.severity === 'critical')
  .flatMap((entry) =>
    entry.via
      .filter((via) => typeof via === 'object')
      .map((via) => ({ name: entry.name, severity: via.severity, id: String(via.source), title: via.title })),
  )
  .filter((finding) => finding.severity === 'high' || finding.severity === 'critical')
  .filter((finding) => !accepted.has(finding.id));
if (findings.length > 0) {
  console.error('Dependency audit: high or critical advisories in what ships:');
  for (const finding of findings) {
    console.error(`  ${finding.name}: ${finding.title} (${finding.severity}, advisory ${finding.id})`);
  }
  console.error(
    'Update the dependency, or list `audit-accepted: <advisory id>` in docs/security.md with why.',
  );
  process.exit(1);
}
console.log('Dependency audit: no high or critical advisory in what ships.');
