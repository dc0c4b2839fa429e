#!/usr/bin/env node
// `npm run release`: builds the kit's packages and packs each into release/, the tarballs a registry would get
// (`npm pack`, so `files`, `exports` and the README and licence are exactly what a team installs). Publishing is a
// maintainer's step with a registry token (`npx changeset publish`); nothing here publishes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KIT = [
  '@herald/notification-protocol',
  '@herald/notification-machine',
  '@herald/ui',
  '@herald/notification-center',
];
const destination = path.join(root, 'release');

execFileSync(
  'npx',
  ['turbo', 'run', 'build', ...KIT.map((name) => `--filter=${name}`), '--output-logs=errors-only'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
rmSync(destination, { recursive: true, force: true });
mkdirSync(destination);
for (const name of KIT) {
  const output = execFileSync('npm', ['pack', '--json', '--pack-destination', destination, '-w', name], {
    cwd: root,
    encoding: 'utf8',
  });
  const [packed] = JSON.parse(output);
  console.log(
    `${packed.name}@${packed.version}: release/${packed.filename} (${packed.entryCount} files, ${packed.size} bytes)`,
  );
}
