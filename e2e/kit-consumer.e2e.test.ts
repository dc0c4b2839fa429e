// The kit as a front-end team installs it: the packed packages in a project outside the repository, built with
// esbuild and with Vite (React external), type-checked against the packed types, and the bell page run in Chromium
// against the real server from an origin the server was not started with.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { Page, Request } from 'playwright-core';
import { build as viteBuild, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { repoRoot, startProduct, type Product } from './harness.js';
import {
  KIT_PACKAGES,
  installKit,
  installNextHost,
  installedManifest,
  packedFiles,
  type KitProject,
} from './kit/install.js';
import {
  serveHostPage,
  serveNextHost,
  subscriberQuery,
  type HostPage,
  type NextHost,
} from './kit/host-page.js';
import { walkTheCenterByKeyboard } from './center-journey.js';
import { kitGuideSamples } from './kit/doc-samples.js';
import { REACT, measureWithEsbuild, measureWithVite, type PageMeasure } from './kit/measure.js';
import { writeKitFigures, writeKitRuntimeFigures } from './kit/report.js';

/** Budgets of what a team's page loads, gzip bytes of JS and CSS, React external. */
// The archive (its store, the header's button, the menu's items and its own chunk) took the closed bell from 35.0
// to 35.7 KiB with esbuild (CSS included), and the provider's run-time tokens (the theme contract's variable names)
// to 35.8 KiB, and the bell's slot for the host's own drawing to 35.9 KiB; saying what arrives in the bell's live
// region (the socket's messages, coalesced) to 36.2 KiB, the hooks read as their actors' views (decision 0043) to
// 36.6 KiB, the header's unread count (its words in English and its rules in the page's one stylesheet) and the
// settings' channel rows to 36.8 KiB; the budget follows it until the weight work lowers it.
const CLOSED_BELL_BUDGET = 36.9 * 1024;
/**
 * The opened center's target is 90 KiB; on the design's own stack (Radix Popover, Tabs, Menu and Accordion, React
 * Aria's Switch and FocusScope, XState, socket.io-client and DOMPurify) it measures about 131 KiB (decisions 0027
 * and 0032 break it down; the settings' page layout added 0.2 KiB, the archive's view and store 2.7 KiB, measured
 * 134.2 KiB; with each module's rules in its own stylesheet, Vite's page takes the center's in a few files, 134.7 KiB;
 * the composition slots, 134.8 KiB). The rows write content with the browser's own HTML Sanitizer API where it has
 * one, DOMPurify's chunk (about 12 KiB) loading only where it has not: 122.4 KiB with esbuild, 123.5 with Vite.
 * One headless family for the center's own controls (Radix's switch in the settings, the focus rescue on
 * `tabbable`, React Aria's locale entry only) takes React Aria's hooks out of it: 111.1 KiB with esbuild, 111.8
 * with Vite (decision 0042); the hooks read as their actors' views, a message's name in parts and the chunk that
 * reads what arrived as text, 111.8 and 112.5; the header's unread count and the settings' channel rows, 112.1 and
 * 112.7; the system loading the views' machines itself, knowing the open popover and holding the session still
 * through a password change (session.suspend / session.resume), 112.8 and 113.3. The test holds it to a ceiling just
 * above that so it cannot grow unnoticed, and prints both.
 */
const OPENED_CENTER_TARGET = 90 * 1024;
const OPENED_CENTER_BUDGET = 113.4 * 1024;
/**
 * The bell with its live count connected (session, counts, socket), before it is used. The target is 55 KiB; with
 * the lifecycle in XState (13.3 KiB) read through @xstate/react (0.9 KiB with the use-sync-external-store shim it
 * imports) it measures 55.2 KiB (decision 0032 breaks it down); the host's `data_changed` and the first fetch's
 * wait for the socket (one set of count requests per page load instead of one aborted and one again) bring it to
 * 55.55 KiB, and the archive to 56.4 KiB, so the test holds it to a ceiling just above that.
 */
// The provider's run-time tokens took it to 56.5 KiB, the composition slots to 56.6 KiB, saying what arrives in the
// bell's live region to 56.8 KiB, the hooks read as their actors' views to 57.3 KiB, the header's unread count to
// 57.5 KiB, the system's own loading of the views' machines, its knowledge of the open popover and the session held
// still through a password change to 58.1 KiB.
const LIVE_BELL_BUDGET = 58.2 * 1024;
/** Packages only the notification center uses: a page with the kit's other components loads none of them. */
const CENTER_ONLY_PACKAGES = ['dompurify', 'xstate', 'socket.io-client', 'engine.io-client'];
const REACT_INPUT = /node_modules\/(react|react-dom|scheduler)\//;
/** The built modules of a package's `dist` that import one of its stylesheets (`sheet`, relative to `dist`). */
function importers(dist: string, files: string[], sheet: string) {
  return files
    .filter((file) => file.endsWith('.js'))
    .filter((file) => {
      const specifier = path.relative(path.dirname(file), sheet).split(path.sep).join('/');
      const code = readFileSync(path.join(dist, file), 'utf8');
      return code.includes(`import "${specifier.startsWith('.') ? specifier : `./${specifier}`}";`);
    });
}
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

let kit: KitProject;

beforeAll(async () => {
  kit = await installKit();
}, 240_000);
afterAll(() => kit?.close());

describe('the packed packages', () => {
  test('each tarball holds its build, types, README and licence, and nothing of its sources or tests', () => {
    for (const name of KIT_PACKAGES) {
      const files = packedFiles(name);
      expect(files, name).toEqual(
        expect.arrayContaining(['package.json', 'README.md', 'LICENSE', 'dist/index.js']),
      );
      expect(
        files.some((file) => file.endsWith('.d.ts')),
        name,
      ).toBe(true);
      expect(
        files.filter((file) => /^src\/|\.test\.|\.stories\./.test(file)),
        name,
      ).toEqual([]);
      // A host's vanilla-extract plugin takes any `*.css.js` for a style source of its own and evaluates it again.
      expect(
        files.filter((file) => /\.css\.(js|mjs|cjs)$/.test(file)),
        name,
      ).toEqual([]);
    }
  });

  test('each style module brings its own stylesheet, minified, with no comment naming a style source', () => {
    for (const name of ['ui', 'notification-center']) {
      const dist = path.join(kit.dir, 'node_modules', '@herald', name, 'dist');
      const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
      const sheets = files.filter((file) => file.endsWith('.css'));
      expect(sheets.length, name).toBeGreaterThan(5);
      for (const sheet of sheets) {
        const css = readFileSync(path.join(dist, sheet), 'utf8');
        expect(css, sheet).not.toMatch(/\/\*/);
        expect(css.trim().split('\n').length, sheet).toBe(1);
        // A style module imports it, so a page gets the rules of the modules it uses.
        expect(importers(dist, files, sheet), sheet).not.toEqual([]);
      }
    }
  });

  test('`npm install @herald/notification-center` from the registry pulls its siblings; the design system needs no lifecycle', async () => {
    // The one install by name brought the whole kit, beside the React the host gave it.
    expect(kit.installedWithCenter).toEqual(
      expect.arrayContaining([...KIT_PACKAGES.map((name) => `@herald/${name}`), 'react', 'react-dom']),
    );
    type Manifest = { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
    const center = installedManifest(kit.dir, '@herald/notification-center') as Manifest;
    expect(Object.keys(center.peerDependencies ?? {}).sort()).toEqual(['react', 'react-dom']);
    expect(Object.keys(center.dependencies ?? {})).toEqual(
      expect.arrayContaining(['@herald/ui', '@herald/notification-machine']),
    );
    // @herald/ui is the design system alone: no lifecycle, no sanitiser, no socket among what it pulls in.
    const ui = installedManifest(kit.dir, '@herald/ui') as Manifest;
    const uiNeeds = [...Object.keys(ui.dependencies ?? {}), ...Object.keys(ui.peerDependencies ?? {})];
    expect(
      uiNeeds.filter((name) =>
        /notification-machine|notification-center|xstate|socket\.io|dompurify/.test(name),
      ),
    ).toEqual([]);
    // Every kit package is the one the local registry serves: the host's lock file records its version and the
    // integrity of the registry's tarball.
    const lock = JSON.parse(readFileSync(path.join(kit.dir, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version: string; integrity: string }>;
    };
    const version = installedManifest(kit.dir, '@herald/notification-center').version as string;
    for (const name of KIT_PACKAGES) {
      const published = (await (await fetch(new URL(`@herald%2f${name}`, kit.registry.url))).json()) as {
        versions: Record<string, { dist: { integrity: string } }>;
      };
      const locked = lock.packages[`node_modules/@herald/${name}`];
      expect(locked?.version, name).toBe(version);
      expect(locked?.integrity, name).toBe(published.versions[version]?.dist.integrity);
    }
  });

  test('a TypeScript host type-checks against the packed types with every sample of docs/kit.md, and a wrong prop is an error', () => {
    // The guide's samples are in the host as modules of their own (its App Router page is the Next.js app's).
    const samples = kitGuideSamples();
    expect(samples.filter((sample) => sample.appFile === undefined).length).toBeGreaterThanOrEqual(5);
    expect(samples.map((sample) => sample.appFile)).toContain('page.tsx');
    for (const sample of samples) expect(sample.code, sample.where).toMatch(/^import /m);
    const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    let diagnostics = '';
    try {
      execFileSync(process.execPath, [tsc, '-p', path.join(kit.dir, 'src', 'tsconfig.json')], {
        cwd: kit.dir,
        encoding: 'utf8',
      });
    } catch (error) {
      diagnostics = (error as { stdout: string }).stdout;
    }
    expect(diagnostics).toBe('');
  }, 120_000);
});

describe('what a page with the bell loads', () => {
  const figures: Record<
    string,
    { closed: PageMeasure; opened: PageMeasure; ownPrimitives: PageMeasure; primitivesOnly: PageMeasure }
  > = {};

  afterAll(() => {
    if (Object.keys(figures).length === 2) writeKitFigures(figures);
  });

  for (const [bundler, measure] of [
    ['esbuild', measureWithEsbuild],
    ['Vite', measureWithVite],
  ] as const) {
    test(`built with ${bundler}: the closed bell within ${CLOSED_BELL_BUDGET / 1024} KiB and no zod, the opened center within its ${OPENED_CENTER_BUDGET / 1024} KiB ceiling`, async () => {
      const closed = await measure(kit.dir, 'src/closed-bell.tsx');
      const opened = await measure(kit.dir, 'src/opened-center.tsx');
      const ownPrimitives = await measure(kit.dir, 'src/own-primitives.tsx');
      const primitivesOnly = await measure(kit.dir, 'src/primitives-only.tsx');
      figures[bundler] = { closed, opened, ownPrimitives, primitivesOnly };
      const addition = ownPrimitives.opened.total - primitivesOnly.initial.total;
      console.log(
        `${bundler}: closed bell ${kib(closed.initial.total)} (JS ${kib(closed.initial.js)}, CSS ${kib(closed.initial.css)}); ` +
          `opened center ${kib(opened.opened.total)} (target ${kib(OPENED_CENTER_TARGET)}; the fallback sanitiser ${kib(opened.fallbackSanitizer.total)} more where the browser has no Sanitizer API); ` +
          `the center's addition to a page with the kit's Popover and Tabs (${kib(primitivesOnly.initial.total)} without it) ${kib(addition)} (target 50.0 KiB)`,
      );
      expect(closed.initialHasZod).toBe(false);
      expect(closed.initial.total).toBeLessThanOrEqual(CLOSED_BELL_BUDGET);
      expect(opened.opened.total).toBeLessThanOrEqual(OPENED_CENTER_BUDGET);
      // The closed bell does not load the opened center's code: opening it has more to load.
      expect(opened.opened.js).toBeGreaterThan(closed.initial.js);
      // The kit's modules tree-shake: a page with its Popover and Tabs and no center takes none of the center's
      // packages. esbuild's code splitting turns the center's lazy imports into chunks of such a page too, whether
      // or not the page uses them (evanw/esbuild#3704), so the check is Vite's.
      if (bundler === 'Vite') {
        const packages = primitivesOnly.initialByPackage.map(([name]) => name);
        expect(packages.filter((name) => CENTER_ONLY_PACKAGES.includes(name))).toEqual([]);
      }
    }, 120_000);
  }
});

describe('a host that styles itself with vanilla-extract', () => {
  test('builds with its own Vite plugin, which compiles its style files and leaves the kit’s modules alone', async () => {
    const output = (await viteBuild({
      configFile: false,
      root: kit.dir,
      logLevel: 'silent',
      plugins: [vanillaExtractPlugin()],
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        write: false,
        target: 'es2023',
        rollupOptions: { input: path.join(kit.dir, 'src', 'vanilla-extract-host.tsx'), external: REACT },
      },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    const items = (Array.isArray(output) ? output : [output]).flatMap((build) => build.output);
    const css = items
      .filter((item) => item.type === 'asset' && item.fileName.endsWith('.css'))
      .map((item) => String((item as Rollup.OutputAsset).source))
      .join('\n');
    // The host's own rule, compiled by its plugin …
    expect(css).toMatch(/justify-content:\s*flex-end/);
    // … beside the rules the kit's modules bring: the center's own, whose first selector the page keeps.
    const kitCss = readFileSync(
      path.join(
        kit.dir,
        'node_modules',
        '@herald',
        'notification-center',
        'dist',
        'NotificationCenter',
        'NotificationCenter.styles.css',
      ),
      'utf8',
    );
    expect(css).toContain(kitCss.slice(0, kitCss.indexOf('{')));
  }, 120_000);
});

describe('the bell page against the real server', () => {
  let product: Product;
  let host: HostPage | undefined;
  let next: NextHost | undefined;
  let hostUrl = '';
  let page: Page;
  const errors: string[] = [];
  /** The page's JS and CSS files: gzip bytes, and whether a file holds React alone (not counted). */
  const pageFiles = new Map<string, { gzip: number; react: boolean }>();
  const requestedFiles = new Set<string>();
  const apiCalls: string[] = [];
  /** Gzip bytes of the kit's JS and CSS the page has requested so far. */
  const requestedBytes = () =>
    [...requestedFiles]
      .map((file) => pageFiles.get(file))
      .filter((file) => file !== undefined && !file.react)
      .reduce((total, file) => total + file!.gzip, 0);

  async function management(method: string, route: string, body: unknown) {
    const response = await fetch(`${product.url}/v1${route}`, {
      method,
      headers: { authorization: `ApiKey ${product.herald.seed!.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return response.json();
  }

  async function trigger(subscriberId: string, title: string) {
    await management('POST', '/events/trigger', {
      name: 'kit-news',
      to: { subscriberId },
      payload: { title },
    });
    await product.herald.worker.drain();
  }

  beforeAll(async () => {
    // The page is built from the installed packages, minified as a team ships it, with React in chunks of its own
    // (a second entry) that the byte count leaves out; it is served by a server of its own, on another origin.
    host = await serveHostPage(kit.dir, 'live');
    hostUrl = host.url;
    for (const [name, output] of Object.entries(host.outputs)) {
      const inputs = Object.keys(output.inputs);
      const react = inputs.length > 0 && inputs.every((input) => REACT_INPUT.test(input));
      pageFiles.set(`/${path.relative('dist-live', name)}`, {
        gzip: gzipSync(readFileSync(path.join(kit.dir, name)), { level: 9 }).length,
        react,
      });
    }

    product = await startProduct();
    await management('POST', '/workflows', {
      name: 'Kit news',
      triggerIdentifier: 'kit-news',
      steps: [{ type: 'in_app', content: 'News: {{title}}' }],
    });
    const browserPage = await product.browser.newPage();
    browserPage.on('pageerror', (error) => errors.push(error.message));
    browserPage.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin === hostUrl) requestedFiles.add(url.pathname);
      else if (url.pathname.startsWith('/v1/')) apiCalls.push(`${request.method()} ${url.pathname}`);
    });
    page = browserPage;
  }, 120_000);

  afterAll(async () => {
    await product?.stop();
    await host?.close();
    await next?.close();
  });

  test('the bell shows the count, a trigger raises it live, the center opens and marks everything read', async () => {
    const subscriberId = 'kit-reader';
    await trigger(subscriberId, 'first');
    const query = await subscriberQuery(product, subscriberId);
    expect(new URL(hostUrl).origin).not.toBe(new URL(product.url).origin);
    await page.goto(`${hostUrl}/?${query}`);

    const bell = page.getByRole('button', { name: /Notifications, 1 unseen/ });
    await bell.waitFor();
    await page.waitForLoadState('networkidle');
    // The bell with its live count: the session, the counts and the realtime socket, before the bell is used.
    const live = requestedBytes();
    await trigger(subscriberId, 'second');
    await page.getByRole('button', { name: /Notifications, 2 unseen/ }).waitFor();

    await page.getByRole('button', { name: /Notifications/ }).click();
    const dialog = page.getByRole('dialog', { name: /Notifications/ });
    await dialog.getByText('News: second').waitFor();
    await dialog.getByText('News: first').waitFor();
    await dialog.getByRole('button', { name: 'Settings' }).click();
    await dialog.getByText('Kit news').waitFor();
    await page.waitForLoadState('networkidle');
    // The views loaded later come styled (the page links the entry's one stylesheet, as an esbuild page does): the
    // center in the panel has the kit's surface and rounded corners, not the browser's transparent box.
    const look = await dialog.evaluate((element) => {
      const style = getComputedStyle(element.firstElementChild!);
      return { background: style.backgroundColor, radius: style.borderTopLeftRadius };
    });
    expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(look.radius).not.toBe('0px');
    // The opened center with its feed and settings, in the page's language (English, bundled).
    const opened = requestedBytes();
    writeKitRuntimeFigures({ live, opened });
    console.log(`In Chromium: the live bell ${kib(live)}, the opened center with settings ${kib(opened)}`);
    expect(live).toBeLessThanOrEqual(LIVE_BELL_BUDGET);
    expect(opened).toBeLessThanOrEqual(OPENED_CENTER_BUDGET);
    await dialog.getByRole('button', { name: /Back/ }).click();

    // A new notification reaches the open center's list and the bell's count with the socket alone: the page
    // asks the server for nothing (requests counted as they are sent).
    await dialog.getByText('News: first').waitFor();
    await page.waitForLoadState('networkidle');
    const sent: string[] = [];
    const countSent = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/v1/')) sent.push(`${request.method()} ${url.pathname}`);
    };
    page.on('request', countSent);
    const liveBell = page.getByRole('button', { name: /^Notifications, \d+ unseen/ });
    const bellName = () =>
      liveBell.evaluate((element) => element.getAttribute('aria-label') ?? element.textContent);
    const before = await bellName();
    await trigger(subscriberId, 'third');
    await dialog.getByText('News: third').waitFor();
    await expect.poll(bellName).not.toBe(before);
    await page.waitForLoadState('networkidle');
    page.off('request', countSent);
    expect(sent).toEqual([]);

    await dialog.getByRole('button', { name: 'Mark all as read' }).click();

    // The server counts nothing unread for the subscriber once the center has marked everything.
    const session = await fetch(`${product.url}/v1/widgets/session/initialize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        applicationIdentifier: query.get('applicationIdentifier'),
        subscriberId,
        hmacHash: query.get('subscriberHash'),
      }),
    });
    const { data } = (await session.json()) as { data: { token: string } };
    await expect
      .poll(async () => {
        const unread = await fetch(`${product.url}/v1/widgets/notifications/unread`, {
          headers: { authorization: `Bearer ${data.token}` },
        });
        return ((await unread.json()) as { data: { count: number } }).data.count;
      })
      .toBe(0);
    expect(errors).toEqual([]);
  }, 60_000);

  test('on a right-to-left page the center mirrors and walks from the keyboard with focus kept at every step', async () => {
    const subscriberId = 'kit-rtl-reader';
    await trigger(subscriberId, 'first');
    await trigger(subscriberId, 'second');
    const query = await subscriberQuery(product, subscriberId);
    const rtlPage = await product.browser.newPage();
    const rtlErrors: string[] = [];
    rtlPage.on('pageerror', (error) => rtlErrors.push(error.message));
    try {
      await rtlPage.goto(`${hostUrl}/?${query}&dir=rtl`);
      await rtlPage.getByRole('button', { name: 'Notifications, 2 unseen' }).waitFor();
      await walkTheCenterByKeyboard(rtlPage, {
        message: 'News: second',
        workflow: 'Kit news',
        // This page shows no archive: the cog follows "Mark all as read".
        afterMarkAll: 'Settings',
        whenOpen: async (dialog) => {
          const list = dialog.getByRole('list', { name: 'Notifications' });
          expect(await list.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
          // Mirrored: the header's title on the right, its controls to the left of it.
          const title = await dialog.getByRole('heading', { level: 2 }).boundingBox();
          const markAll = await dialog.getByRole('button', { name: 'Mark all as read' }).boundingBox();
          expect(title!.x).toBeGreaterThan(markAll!.x);
        },
      });
      expect(rtlErrors).toEqual([]);
    } finally {
      await rtlPage.close();
    }
  }, 60_000);

  test('a Next.js App Router page renders the bell on the server, hydrates it in place, its count is live, and its popover has the app’s row and theme', async () => {
    const subscriberId = 'next-reader';
    await trigger(subscriberId, 'rendered first');
    const query = await subscriberQuery(product, subscriberId);
    // The page is a server component that signs the subscriber id itself, with the key from its environment.
    next = await serveNextHost(installNextHost(kit), {
      HERALD_BACKEND_URL: product.url,
      HERALD_APPLICATION_IDENTIFIER: query.get('applicationIdentifier')!,
      HERALD_API_KEY: product.herald.seed!.apiKey,
    });
    // `next build` compiled it (the kit's client modules marked, its types checked) as a page rendered on demand.
    expect(next.buildOutput).toMatch(/ƒ \/\s/);
    const url = `${next.url}/?subscriber=${subscriberId}`;
    // The first HTML holds the bell the server drew (no count yet: the browser asks for it).
    const html = await (await fetch(url)).text();
    expect(html).toMatch(/<button[^>]*aria-label="Notifications"/);

    const nextPage = await product.browser.newPage();
    const problems: string[] = [];
    nextPage.on('pageerror', (error) => problems.push(error.message));
    nextPage.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`${message.text()} (${message.location().url})`);
      }
    });
    // The bell's element as the HTML parser makes it, marked before any script runs: a hydration that failed
    // would draw a new one in its place.
    await nextPage.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        const bell = document.querySelector('button[aria-haspopup="dialog"]');
        if (!bell) return;
        (bell as HTMLElement & { fromServer?: boolean }).fromServer = true;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    try {
      await nextPage.goto(url);
      const bell = nextPage.getByRole('button', { name: /^Notifications, 1 unseen/ });
      await bell.waitFor();
      expect(await bell.evaluate((element) => (element as { fromServer?: boolean }).fromServer)).toBe(true);
      await trigger(subscriberId, 'live');
      await nextPage.getByRole('button', { name: /^Notifications, 2 unseen/ }).click();
      const dialog = nextPage.getByRole('dialog', { name: /Notifications/ });
      await dialog.getByText('News: live').waitFor();
      await dialog.getByText('News: rendered first').waitFor();
      // The app's own row around the kit's, for each message, and the app's theme in the portalled popover: its
      // surface and radius on the center, its spacing in the header.
      await expect.poll(() => dialog.locator('[data-host-row]').count()).toBe(2);
      const look = await dialog.evaluate((element) => {
        const center = getComputedStyle(element.firstElementChild!);
        const row = getComputedStyle(element.querySelector('[data-host-row]')!);
        return {
          surface: center.backgroundColor,
          radius: center.borderTopLeftRadius,
          rowEdge: row.borderInlineStartColor,
        };
      });
      expect(look).toEqual({ surface: 'rgb(255, 247, 230)', radius: '18px', rowEdge: 'rgb(109, 40, 217)' });
      const headerSpacing = await dialog
        .getByRole('button', { name: 'Mark all as read' })
        .evaluate((button) => getComputedStyle(button.parentElement!).paddingInlineStart);
      expect(headerSpacing).toBe('20px');
      expect(problems).toEqual([]);
    } finally {
      await nextPage.close();
    }
  }, 300_000);
});
