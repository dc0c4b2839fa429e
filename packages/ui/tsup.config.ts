import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

export default defineConfig({
  // The kit, and the notification center on its own (its own stylesheet, only the center's rules); shared code is
  // split into chunks both entries import.
  entry: { index: 'src/index.ts', 'notification-center': 'src/notification-center/index.ts' },
  splitting: true,
  format: ['esm'],
  target: 'es2023',
  dts: true,
  clean: true,
  sourcemap: true,
  external: ['react', 'react-dom'],
  esbuildPlugins: [vanillaExtractPlugin()],
});
