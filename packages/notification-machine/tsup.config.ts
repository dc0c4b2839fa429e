import { defineConfig } from 'tsup';
import { markClientModules } from '../../scripts/client-modules.mjs';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'preferences/index': 'src/preferences/index.ts',
    'react/index': 'src/react/index.ts',
  },
  format: ['esm'],
  target: 'es2023',
  // tsup 8 gives its declaration build `baseUrl`, which TypeScript 6 reports as deprecated (TS5101); the
  // acknowledgement applies to that build only, `tsc` typechecks keep every deprecation an error.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  external: ['react', '@xstate/react'],
  // The React bindings are client modules for a server-rendering framework (scripts/client-modules.mjs); the
  // machines and the API client are not.
  onSuccess: async () => {
    await markClientModules('dist');
  },
});
