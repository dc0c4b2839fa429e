import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/notification-center/src/**/*.mdx',
    '../packages/notification-center/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // Compiles the components' .css.ts files, as tsup does for the package build.
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // The center's stories and the preview render one design system: its sources, as the preview imports them.
    viteConfig.resolve = {
      ...viteConfig.resolve,
      alias: [
        ...(Array.isArray(viteConfig.resolve?.alias) ? viteConfig.resolve.alias : []),
        // `@herald/ui`, `@herald/ui/foundations`, `@herald/ui/components/<Name>`: the folder and files of the same names.
        {
          find: /^@herald\/ui(\/.*)?$/,
          replacement: `${fileURLToPath(new URL('../packages/ui/src', import.meta.url))}$1`,
        },
      ],
    };
    const rolldownOptions = viteConfig.build?.rolldownOptions ?? {};
    viteConfig.build = {
      ...viteConfig.build,
      // Storybook's own preview and axe are large by design; this limit is about app bundles.
      chunkSizeWarningLimit: 2048,
      rolldownOptions: {
        ...rolldownOptions,
        onwarn(warning, warn) {
          // Radix marks its modules "use client" for server components; a client-only bundle can ignore it.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          if (rolldownOptions.onwarn) rolldownOptions.onwarn(warning, warn);
          else warn(warning);
        },
      },
    };
    return viteConfig;
  },
};

export default config;
