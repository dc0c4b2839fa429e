// What a host page built from the installed kit loads, measured on the bundler's own output: gzip (level 9) of the
// JS and CSS, React and react-dom left out as the page's own. `initial` is the entry with everything it imports
// statically (what loads before the bell is used); `opened` adds every chunk it can load later but languages and the
// fallback sanitiser, and one language (the largest).
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { build as viteBuild, type Rollup } from 'vite';

export const REACT = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

export interface PageSize {
  js: number;
  css: number;
  total: number;
}

export interface PageMeasure {
  initial: PageSize;
  opened: PageSize;
  /** The fallback sanitiser's chunk, which a browser without the HTML Sanitizer API adds to `opened`. */
  fallbackSanitizer: PageSize;
  /** Whether any module of the page (loaded at once or later) comes from zod. */
  initialHasZod: boolean;
  /** Minified bytes per package in what loads first, largest first. */
  initialByPackage: [string, number][];
  /** Minified bytes per package in everything the opened page loads, largest first. */
  openedByPackage: [string, number][];
}

interface Chunk {
  code: Uint8Array | string;
  staticImports: string[];
  dynamicImports: string[];
  css: string[];
  modules: { id: string; bytes: number }[];
}

const gzip = (contents: Uint8Array | string) => gzipSync(contents, { level: 9 }).length;
const packageOf = (id: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? 'host';
/** The kit ships each language as a module of its own, named after its code, that the page loads on demand. */
const isLanguage = (modules: Chunk['modules']) =>
  modules.length > 0 && modules.every((module) => /\/dist\/i18n\/locales\/[a-z]{2,3}\.js$/.test(module.id));
/**
 * The rows' fallback sanitiser (DOMPurify), a chunk of its own that only a browser without the HTML Sanitizer API
 * loads: the opened center is measured without it, as Chromium and Firefox load it, and the chunk on its own.
 */
const KIT_FALLBACK_SANITIZER = /@herald\/notification-center\/dist\/NotificationItem\/sanitizeFallback\.js$/;
const isFallbackSanitizer = (modules: Chunk['modules']) =>
  modules.some((module) => KIT_FALLBACK_SANITIZER.test(module.id)) &&
  modules.every(
    (module) => KIT_FALLBACK_SANITIZER.test(module.id) || /node_modules\/dompurify\//.test(module.id),
  );

/** Sums a build's chunks as a page loads them, from its entry. */
function sizes(
  chunks: Map<string, Chunk>,
  assets: Map<string, Uint8Array | string>,
  entry: string,
): PageMeasure {
  const initial = new Set([entry]);
  for (const name of initial) for (const imported of chunks.get(name)!.staticImports) initial.add(imported);
  const reachable = new Set(initial);
  for (const name of reachable) {
    const chunk = chunks.get(name)!;
    for (const imported of [...chunk.staticImports, ...chunk.dynamicImports]) reachable.add(imported);
  }
  const languages = [...reachable].filter((name) => isLanguage(chunks.get(name)!.modules));
  const largestLanguage = languages.sort((a, b) => gzip(chunks.get(b)!.code) - gzip(chunks.get(a)!.code))[0];
  const fallback = [...reachable].filter((name) => isFallbackSanitizer(chunks.get(name)!.modules));
  const opened = [...reachable].filter(
    (name) => (!languages.includes(name) || name === largestLanguage) && !fallback.includes(name),
  );
  const measure = (names: string[]): PageSize => {
    const css = new Set(names.flatMap((name) => chunks.get(name)!.css));
    const js = names.reduce((total, name) => total + gzip(chunks.get(name)!.code), 0);
    const cssBytes = [...css].reduce((total, name) => total + gzip(assets.get(name)!), 0);
    return { js, css: cssBytes, total: js + cssBytes };
  };
  const byPackage = (names: Iterable<string>): [string, number][] => {
    const bytes = new Map<string, number>();
    for (const name of names) {
      for (const module of chunks.get(name)!.modules) {
        bytes.set(packageOf(module.id), (bytes.get(packageOf(module.id)) ?? 0) + module.bytes);
      }
    }
    return [...bytes].sort((a, b) => b[1] - a[1]);
  };
  return {
    initial: measure([...initial]),
    opened: measure(opened),
    fallbackSanitizer: measure(fallback),
    initialHasZod: [...initial].some((name) =>
      chunks.get(name)!.modules.some((module) => packageOf(module.id) === 'zod'),
    ),
    initialByPackage: byPackage(initial),
    openedByPackage: byPackage(opened),
  };
}

/** esbuild, as most bundlers' engine: code splitting, minified, React external. */
export async function measureWithEsbuild(project: string, entry: string): Promise<PageMeasure> {
  const outdir = path.join(project, 'dist-esbuild');
  const result = await esbuild.build({
    absWorkingDir: project,
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2023',
    jsx: 'automatic',
    platform: 'browser',
    external: REACT,
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const contents = new Map(
    result.outputFiles.map((file) => [path.relative(project, file.path), file.contents]),
  );
  const chunks = new Map<string, Chunk>();
  let entryName = '';
  for (const [name, output] of Object.entries(result.metafile.outputs)) {
    if (!name.endsWith('.js')) continue;
    if (output.entryPoint === entry) entryName = name;
    const internal = output.imports.filter((imported) => !imported.external);
    chunks.set(name, {
      code: contents.get(name)!,
      staticImports: internal.filter((i) => i.kind === 'import-statement').map((i) => i.path),
      dynamicImports: internal.filter((i) => i.kind === 'dynamic-import').map((i) => i.path),
      // esbuild writes a stylesheet for each chunk loaded later too, but loads none of them: a page links the
      // entry's, which holds every rule the kit's views use (the center puts them there).
      css: output.entryPoint === entry && output.cssBundle ? [output.cssBundle] : [],
      modules: Object.entries(output.inputs).map(([id, input]) => ({ id, bytes: input.bytesInOutput })),
    });
  }
  const assets = new Map([...contents].filter(([name]) => name.endsWith('.css')));
  return sizes(chunks, assets, entryName);
}

/** Vite's production build of the same page, React external. */
export async function measureWithVite(project: string, entry: string): Promise<PageMeasure> {
  const output = (await viteBuild({
    configFile: false,
    root: project,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      target: 'es2023',
      modulePreload: false,
      rollupOptions: { input: path.join(project, entry), external: REACT, preserveEntrySignatures: 'strict' },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const items = (Array.isArray(output) ? output : [output]).flatMap((build) => build.output);
  const chunks = new Map<string, Chunk>();
  const assets = new Map<string, Uint8Array | string>();
  let entryName = '';
  for (const item of items) {
    if (item.type === 'asset') {
      assets.set(item.fileName, item.source);
      continue;
    }
    if (item.isEntry) entryName = item.fileName;
    const metadata = (item as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata;
    chunks.set(item.fileName, {
      code: item.code,
      staticImports: item.imports.filter((name) => !REACT.includes(name)),
      dynamicImports: item.dynamicImports,
      css: [...(metadata?.importedCss ?? [])],
      modules: Object.entries(item.modules).map(([id, module]) => ({ id, bytes: module.renderedLength })),
    });
  }
  return sizes(chunks, assets, entryName);
}
