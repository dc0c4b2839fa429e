import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// In development the API runs on its own port (npm start serves both from one).
const api = process.env.HERALD_API_ORIGIN ?? 'http://localhost:3000';
const source = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    // The workspace packages are built from their sources, module by module, so each lazy page takes only the
    // components and schemas it uses and the sign-in page stays small (the protocol's and the machine's dist files
    // are bundles, which a chunk takes whole), and the kit's styles come with the components that use them.
    alias: [
      { find: /^@herald\/ui(\/.*)?$/, replacement: `${source('ui/src')}$1` },
      { find: /^@herald\/notification-center$/, replacement: source('notification-center/src/index.ts') },
      {
        find: /^@herald\/notification-center\/views$/,
        replacement: source('notification-center/src/views.ts'),
      },
      { find: /^@herald\/protocol$/, replacement: source('protocol/src/index.ts') },
      { find: /^@herald\/notification-machine$/, replacement: source('notification-machine/src/index.ts') },
      {
        find: /^@herald\/notification-machine\/(react|preferences)$/,
        replacement: source('notification-machine/src/$1/index.ts'),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/v1': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
