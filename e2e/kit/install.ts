// The kit as a front-end team gets it: each kit package packed with `npm pack` and published to a registry of its
// own on loopback (e2e/kit/registry.ts), then installed by name with npm into a new project outside the repository
// (no workspace links, no source aliases), beside React and its types. What a team's bundler and type checker see
// is what this project holds.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../root.js';
import { kitGuideSamples, sampleFile } from './doc-samples.js';
import { scopeRegistry, startRegistry, type LocalRegistry } from './registry.js';

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
  /** What `npm install @herald/notification-center` alone put in node_modules. */
  installedWithCenter: string[];
  /** The registry the kit was published to, open until `close`. */
  registry: LocalRegistry;
  /** Closes the registry and removes the project with everything beside it. */
  close(): Promise<void>;
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

export function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, {
    cwd,
    env: npmEnvironment(),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    // An install that stalls fails the test with npm's words rather than holding the suite.
    timeout: 300_000,
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

/** Publishes the packed kit to `registry`, as a release does (`npm publish`), siblings first. */
function publishKit(tarballs: KitProject['tarballs'], registry: LocalRegistry, cwd: string) {
  for (const name of KIT_PACKAGES) {
    npm(
      ['publish', tarballs[name], `--registry=${registry.url}`, `--${registry.tokenKey}=${registry.token}`],
      cwd,
    );
  }
}

/** A project of a team's in `dir`: its manifest, and an `.npmrc` that asks the local registry for the kit's scope. */
export function writeHostProject(
  dir: string,
  registry: LocalRegistry,
  manifest: { name: string; [field: string]: unknown },
) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify({ private: true, ...manifest }, null, 2)}\n`,
  );
  writeFileSync(path.join(dir, '.npmrc'), `${scopeRegistry(registry)}\n`);
}

/** The React and react-dom this repository is tested with, as install arguments. */
export const REACT_PEERS = [`react@${versionOf('react')}`, `react-dom@${versionOf('react-dom')}`];

/** The installed kit's version, for installing a further project from the same registry. */
export const kitVersion = (kit: KitProject) =>
  installedManifest(kit.dir, '@herald/notification-center').version as string;

/**
 * A new host project in the system's temporary folder, as a team starts one: the kit packed and published to a
 * registry on loopback, then `npm install @herald/notification-center` by name with React (the peers) beside it,
 * which pulls in its siblings; the design system and the machine are then named too, as the host pages import them
 * directly. A host that styles itself with vanilla-extract and React's types are its development dependencies. The
 * host pages of `e2e/kit/host` are copied into its `src`, with the samples of docs/kit.md.
 */
export async function installKit(): Promise<KitProject> {
  const dir = mkdtempSync(path.join(tmpdir(), 'herald-kit-host-'));
  const tarballs = packKit(path.join(dir, 'tarballs'));
  const registry = await startRegistry(path.join(dir, 'registry'));
  const close = async () => {
    await registry.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    publishKit(tarballs, registry, dir);
    const project = path.join(dir, 'host');
    writeHostProject(project, registry, {
      name: 'kit-host',
      type: 'module',
      devDependencies: {
        // A host that styles itself with vanilla-extract, as many of the kit's users do.
        '@vanilla-extract/css': versionOf('@vanilla-extract/css'),
        '@types/react': versionOf('@types/react'),
        '@types/react-dom': versionOf('@types/react-dom'),
      },
    });
    const install = ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'];
    npm([...install, '@herald/notification-center', ...REACT_PEERS], project);
    const installedWithCenter = installedPackages(project);
    npm([...install, '@herald/notification-machine', '@herald/ui'], project);
    cpSync(hostSources, path.join(project, 'src'), { recursive: true });
    // The guide's samples, each a module of the host that its type check compiles.
    kitGuideSamples()
      .filter((sample) => sample.appFile === undefined)
      .forEach((sample, index) =>
        writeFileSync(path.join(project, 'src', `kit-guide-${index + 1}.tsx`), sampleFile(sample)),
      );
    return { dir: project, tarballs, installedWithCenter, registry, close };
  } catch (error) {
    await close();
    throw error;
  }
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
    ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--legacy-peer-deps', spec, ...REACT_PEERS],
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

/** The Next.js release the server-rendering host is built with (16 runs on Node 20.9 and React 19). */
const NEXT_VERSION = '16.4.6';
const nextSources = path.join(repoRoot, 'e2e', 'kit', 'next-host');

/**
 * A Next.js App Router app beside the kit's host, as a team starts one: `next`, TypeScript and React's types, then
 * `npm install @herald/notification-center` by name from the same registry (and the machine and the design system,
 * whose provider and theme types its page imports); the app of `e2e/kit/next-host` copied in. Answers its folder; `kit.close` removes it.
 */
export function installNextHost(kit: KitProject): string {
  const project = path.join(path.dirname(kit.dir), 'next-host');
  const version = kitVersion(kit);
  writeHostProject(project, kit.registry, {
    name: 'kit-next-host',
    devDependencies: {
      typescript: versionOf('typescript'),
      '@types/node': versionOf('@types/node'),
      '@types/react': versionOf('@types/react'),
      '@types/react-dom': versionOf('@types/react-dom'),
    },
  });
  npm(
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      `next@${NEXT_VERSION}`,
      ...REACT_PEERS,
      `@herald/notification-center@${version}`,
      `@herald/notification-machine@${version}`,
      `@herald/ui@${version}`,
    ],
    project,
  );
  cpSync(nextSources, project, { recursive: true });
  // The guide's App Router samples, each a page of its own that `next build` compiles and type-checks.
  kitGuideSamples().forEach((sample, index) => {
    if (sample.appFile === undefined) return;
    const route = path.join(project, 'app', `kit-guide-${index + 1}`);
    mkdirSync(route);
    writeFileSync(path.join(route, sample.appFile), sampleFile(sample));
  });
  return project;
}
