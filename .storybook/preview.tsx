import type { Decorator, Preview } from '@storybook/react-vite';
import { DIRECTIONS, UIProvider, UI_MODES, type Direction, type UIMode } from '../packages/ui/src/index.js';

/** Every story renders inside UIProvider, in the mode and direction chosen in the toolbar (or by the story). */
const withUIProvider: Decorator = (Story, { globals, parameters }) => (
  <UIProvider mode={globals.mode as UIMode} direction={globals.direction as Direction}>
    <div style={{ minBlockSize: '100vh', padding: parameters.canvasPadding === false ? 0 : 16 }}>
      <Story />
    </div>
  </UIProvider>
);

const preview: Preview = {
  decorators: [withUIProvider],
  globalTypes: {
    mode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Mode',
        icon: 'contrast',
        items: UI_MODES.filter((mode) => mode !== 'system'),
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Writing direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: [...DIRECTIONS], dynamicTitle: true },
    },
  },
  initialGlobals: { mode: 'light', direction: 'ltr' },
  parameters: {
    // The provider root carries the theme's background, so the canvas adds no padding of its own.
    layout: 'fullscreen',
    // axe runs on every story and any violation fails the test run.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
