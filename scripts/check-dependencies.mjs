#!/usr/bin/env node
// The dependency direction of docs/architecture.md, checked in every package.json (ESLint checks the imports themselves):
// protocol <- ui, protocol <- notification-machine, both <- notification-center <- app, and protocol <- server.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Which workspace packages each package may depend on. */
export const ALLOWED = {
  'notification-protocol': [],
  protocol: ['notification-protocol'],
  'notification-machine': ['notification-protocol'],
  ui: ['notification-protocol'],
  'notification-center': ['notification-protocol', 'notification-machine', 'ui'],
  app: ['protocol', 'notification-machine', 'ui', 'notification-center'],
  server: ['protocol'],
};

const problems = [];
for (const [name, allowed] of Object.entries(ALLOWED)) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'packages', name, 'package.json'), 'utf8'));
  const declared = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap(
    (field) => Object.keys(manifest[field] ?? {}),
  );
  for (const dependency of declared.filter((dep) => dep.startsWith('@herald/'))) {
    const target = dependency.slice('@herald/'.length);
    if (!allowed.includes(target)) {
      problems.push(`@herald/${name} depends on ${dependency}, which docs/architecture.md does not allow`);
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  'Package dependencies follow the layers of docs/architecture.md (the kit below the app, the protocol below all).',
);
