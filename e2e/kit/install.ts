// The kit as a front-end team gets it: each kit package packed with `npm pack`, the tarballs installed with npm into
// a new project outside the repository (no workspace links, no source aliases), beside React and its types. What a
// team's bundler and type checker see is what this project holds.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../root.js';

/** The kit's packages, each packed as published. */
export const KIT_PACKAGES = [
  'notification-protocol',
  'notification-machine',
  'ui',
  'notification-center',
] as const;
const hostSources = path.join(repoRoot, 'e2e', 'kit', 'host');
const require = createRequire(import.meta.url);
/** Versions of the host's own dependencies: those the repository is tested with. */
const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

export interface KitProject {
  /** The host project's folder, outside the repository. */
  dir: string;
  /** The packed tarballs, by package folder name. */
  tarballs: Record<(typeof KIT_PACKAGES)[number], string>;
}

/**
 * npm without the variables an `npm test` or `npm run` around it sets (workspace, prefix, the running script), so
 * the host installs as a project of its own; the cache and registry stay, so what is cached is used.
 */
function npmEnvironment(): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    const lower = name.toLowerCase();
    if (lower.startsWith('npm_package_') || lower.startsWith('npm_lifecycle_')) continue;
    if (lower.startsWith('npm_config_') && !/^npm_config_(cache|registry|userconfig|nodedir)$/.test(lower))
      continue;
    environment[name] = value;
  }
  return {
    ...environment,
    npm_config_fund: 'false',
    npm_config_audit: 'false',
    npm_config_update_notifier: 'false',
  };
}

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, {
    cwd,
    env: npmEnvironment(),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Packs every kit package (built beforehand) into `destination`; answers the tarballs' paths. */
export function packKit(destination: string): KitProject['tarballs'] {
  mkdirSync(destination, { recursive: true });
  const tarballs = {} as KitProject['tarballs'];
  for (const name of KIT_PACKAGES) {
    const output = npm(
      ['pack', '--json', '--pack-destination', destination],
      path.join(repoRoot, 'packages', name),
    );
    const [packed] = JSON.parse(output) as { filename: string }[];
    tarballs[name] = path.join(destination, packed!.filename);
  }
  return tarballs;
}

/**
 * A new host project in the system's temporary folder with the kit's tarballs, React and react-dom (the peers) and
 * React's types, installed by npm; the host pages of `e2e/kit/host` are copied into its `src`.
 */
export function installKit(): KitProject {
  const dir = mkdtempSync(path.join(tmpdir(), 'herald-kit-host-'));
  const tarballs = packKit(path.join(dir, 'tarballs'));
  const project = path.join(dir, 'host');
  mkdirSync(project);
  const fileOf = (name: (typeof KIT_PACKAGES)[number]) => `file:${path.relative(project, tarballs[name])}`;
  writeFileSync(
    path.join(project, 'package.json'),
    `${JSON.stringify(
      {
        name: 'kit-host',
        private: true,
        type: 'module',
        dependencies: {
          ...Object.fromEntries(KIT_PACKAGES.map((name) => [`@herald/${name}`, fileOf(name)])),
          react: versionOf('react'),
          'react-dom': versionOf('react-dom'),
        },
        devDependencies: {
          // A host that styles itself with vanilla-extract, as many of the kit's users do.
          '@vanilla-extract/css': versionOf('@vanilla-extract/css'),
          '@types/react': versionOf('@types/react'),
          '@types/react-dom': versionOf('@types/react-dom'),
        },
      },
      null,
      2,
    )}\n`,
  );
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], project);
  cpSync(hostSources, path.join(project, 'src'), { recursive: true });
  return { dir: project, tarballs };
}

/**
 * A new project in the system's temporary folder with one package from the registry (`spec`, e.g. `name@1.2.3`),
 * the React and react-dom this repository is tested with, and `hostPage` copied to `src/host.tsx`. Peer ranges are
 * left to the team (`--legacy-peer-deps`): a package's optional framework peers (Next.js, routers) are not installed.
 */
export function installFromRegistry(spec: string, hostPage: string): string {
  const project = mkdtempSync(path.join(tmpdir(), 'herald-peer-host-'));
  writeFileSync(
    path.join(project, 'package.json'),
    `${JSON.stringify({ name: 'peer-host', private: true, type: 'module' }, null, 2)}\n`,
  );
  npm(
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--legacy-peer-deps',
      spec,
      `react@${versionOf('react')}`,
      `react-dom@${versionOf('react-dom')}`,
    ],
    project,
  );
  mkdirSync(path.join(project, 'src'));
  cpSync(hostPage, path.join(project, 'src', 'host.tsx'));
  return project;
}

/** The files a packed tarball holds, as `npm pack --dry-run` lists them. */
export function packedFiles(packageFolder: string): string[] {
  const output = npm(['pack', '--dry-run', '--json'], path.join(repoRoot, 'packages', packageFolder));
  const [packed] = JSON.parse(output) as { files: { path: string }[] }[];
  return packed!.files.map((file) => file.path);
}

/** The package names installed in a project's node_modules (scopes opened). */
export function installedPackages(project: string): string[] {
  const modules = path.join(project, 'node_modules');
  return readdirSync(modules).flatMap((entry) =>
    entry.startsWith('@')
      ? readdirSync(path.join(modules, entry)).map((name) => `${entry}/${name}`)
      : [entry],
  );
}

/** A package.json of the installed project. */
export function installedManifest(project: string, name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(project, 'node_modules', name, 'package.json'), 'utf8'));
}
