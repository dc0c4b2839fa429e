import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  // tsup 8 gives its declaration build `baseUrl`, which TypeScript 6 reports as deprecated (TS5101); the
  // acknowledgement applies to that build only, `tsc` typechecks keep every deprecation an error.
  dts: { entry: 'src/index.ts', compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
});
