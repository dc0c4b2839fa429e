// Build options of a host page using the notification center from the workspace's sources, for the Chromium test of
// what the closed bell loads at run time. What a page weighs is measured on the packed packages instead
// (e2e/kit-consumer.e2e.test.ts).
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { STYLE_SOURCE_OPTIONS } from '../../../scripts/build-modules.mjs';

const REACT = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

/**
 * How a host's bundler builds the page: `entry` with code splitting, minified, React and react-dom external, the
 * workspace packages from their sources, vanilla-extract's CSS; in memory, with a metafile.
 */
export function hostBuildOptions(entry, packageDir) {
  return {
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2023',
    jsx: 'automatic',
    platform: 'browser',
    external: REACT,
    alias: {
      '@herald/ui': '../ui/src',
      '@herald/notification-protocol': '../notification-protocol/src/index.ts',
      '@herald/notification-machine/react': '../notification-machine/src/react/index.ts',
      '@herald/notification-machine': '../notification-machine/src/index.ts',
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    metafile: true,
    outdir: path.join(packageDir, '.size-report', 'hosts'),
    absWorkingDir: packageDir,
    logLevel: 'silent',
    // The center's style files import the design system's built modules, whose stylesheet imports mean nothing
    // where a style file is evaluated.
    plugins: [vanillaExtractPlugin(STYLE_SOURCE_OPTIONS)],
  };
}
