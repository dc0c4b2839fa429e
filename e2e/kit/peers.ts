// Other products' notification centers measured the way the kit is (e2e/kit/measure.ts): each installed from the
// registry into a project of its own, a host page with its bell and inbox as its README shows them, built with
// esbuild and with Vite (code splitting, minified, React and react-dom external), gzip of what the page loads before
// the bell is used and of everything it can load. The kit's own popover center is packed, installed and measured in
// the same run. Writes its section of docs/benchmarks.md. It needs the registry, so `npm test` does not run it:
// `npm run bench:peers` (after `npm run build`).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../root.js';
import { installFromRegistry, installKit } from './install.js';
import { measureWithEsbuild, measureWithVite, type PageMeasure } from './measure.js';
import { replaceSection } from './report.js';

interface Peer {
  product: string;
  spec: string;
  host: string;
}

const PEERS: Peer[] = [
  {
    product: 'Novu notification center',
    spec: '@novu/notification-center@0.24.2',
    host: 'novu-notification-center.tsx',
  },
  { product: 'Novu Inbox', spec: '@novu/react@3.19.2', host: 'novu-inbox.tsx' },
  { product: 'Knock', spec: '@knocklabs/react@0.12.1', host: 'knock.tsx' },
  { product: 'Courier inbox', spec: '@trycourier/courier-react@9.2.2', host: 'courier.tsx' },
  // 11.5.0 names a @magicbell/webpush release the registry does not hold; 11.3.2 is the newest that installs.
  { product: 'MagicBell', spec: '@magicbell/magicbell-react@11.3.2', host: 'magicbell.tsx' },
];

const START = '<!-- bench:peers -->';
const END = '<!-- /bench:peers -->';
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

interface Row {
  product: string;
  spec: string;
  esbuild: PageMeasure;
  vite: PageMeasure;
}

async function measure(project: string, entry: string) {
  return { esbuild: await measureWithEsbuild(project, entry), vite: await measureWithVite(project, entry) };
}

const rows: Row[] = [];

const kit = await installKit();
try {
  const closed = await measure(kit.dir, 'src/closed-bell.tsx');
  const opened = await measure(kit.dir, 'src/opened-center.tsx');
  // The kit's first load is its closed bell's page; what it can load is the opened center's (one language).
  rows.push({
    product: 'Herald (this kit)',
    spec: '@herald/notification-center',
    esbuild: {
      ...opened.esbuild,
      initial: closed.esbuild.initial,
      initialByPackage: closed.esbuild.initialByPackage,
    },
    vite: { ...opened.vite, initial: closed.vite.initial, initialByPackage: closed.vite.initialByPackage },
  });
} finally {
  await kit.close();
}

for (const peer of PEERS) {
  const project = installFromRegistry(peer.spec, path.join(repoRoot, 'e2e', 'kit', 'peers', peer.host));
  try {
    rows.push({ product: peer.product, spec: peer.spec, ...(await measure(project, 'src/host.tsx')) });
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
  const row = rows.at(-1)!;
  console.log(
    `${peer.product} (${peer.spec}): esbuild ${kib(row.esbuild.initial.total)} / ${kib(row.esbuild.opened.total)} KiB, ` +
      `Vite ${kib(row.vite.initial.total)} / ${kib(row.vite.opened.total)} KiB`,
  );
}

const largest = (measure: PageMeasure) =>
  measure.openedByPackage
    .filter(([name]) => name !== 'host')
    .slice(0, 4)
    .map(([name, bytes]) => `${name} ${kib(bytes)}`)
    .join(', ');

replaceSection(
  START,
  END,
  [
    START,
    '## The kit beside other notification centers',
    '',
    `Written by \`npm run bench:peers\` on ${new Date().toISOString().slice(0, 10)} (\`e2e/kit/peers.ts\`): each product's React`,
    'package installed from the registry into a project of its own, a host page with its bell and inbox as its README',
    'shows them (`e2e/kit/peers/`), built the way the kit’s pages are measured above (code splitting, minified, React',
    'and react-dom external, gzip level 9 of JS and CSS). The kit is packed and measured in the same run. “First load”',
    'is what the page loads before the bell is used; “everything” adds every chunk the page can load later (for the',
    'kit: the opened center with its feed, settings, socket and one language). KiB gzip.',
    '',
    '| Product | Package | First load, esbuild | Everything, esbuild | First load, Vite | Everything, Vite |',
    '|---|---|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.product} | ${row.spec} | ${kib(row.esbuild.initial.total)} | ${kib(row.esbuild.opened.total)} | ${kib(row.vite.initial.total)} | ${kib(row.vite.opened.total)} |`,
    ),
    '',
    'The largest packages of everything each page can load (KiB minified, before gzip, esbuild):',
    '',
    '| Product | Largest packages |',
    '|---|---|',
    ...rows.map((row) => `| ${row.product} | ${largest(row.esbuild)} |`),
    END,
  ].join('\n'),
);
console.log('Written to docs/benchmarks.md');
