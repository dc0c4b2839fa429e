import { defineConfig } from 'tsup';
import { SERVER_ENTRIES } from './build-entries.mjs';

export default defineConfig({
  entry: SERVER_ENTRIES,
  // Only the TypeScript sources bundle the worker with esbuild (the tests); the build never loads it.
  external: ['esbuild'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  // tsup 8 gives its declaration build `baseUrl`, which TypeScript 6 reports as deprecated (TS5101); the
  // acknowledgement applies to that build only, `tsc` typechecks keep every deprecation an error.
  dts: { entry: 'src/index.ts', compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
});
