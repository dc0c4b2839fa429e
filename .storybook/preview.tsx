import type { Decorator, Preview } from '@storybook/react-vite';
import { BRAND_PRESETS, type BrandPresetName } from '../packages/ui/src/theme/brand-presets.js';
import { DIRECTIONS, UIProvider, UI_MODES, type Direction, type UIMode } from '../packages/ui/src/index.js';
import { configure } from 'storybook/test';
import { AXE_RUN_OPTIONS } from '../scripts/axe-options.js';
import { PLAY_WAIT_MS } from '../scripts/story-waits.js';

// Every play function's waits follow one setting (scripts/story-waits.js), long enough for a loaded machine.
configure({ asyncUtilTimeout: PLAY_WAIT_MS });

/** Locales offered in the toolbar: English, two right-to-left scripts, and two more left-to-right ones. */
const LOCALES = [
  { value: 'en', title: 'English' },
  { value: 'ar', title: 'العربية (Arabic)' },
  { value: 'he', title: 'עברית (Hebrew)' },
  { value: 'fr', title: 'Français' },
  { value: 'ja', title: '日本語 (Japanese)' },
];

/** `auto` takes the direction from the brand, then the locale, as UIProvider does in the app. */
const DIRECTION_ITEMS = ['auto', ...DIRECTIONS] as const;

/** Every story renders inside UIProvider, in the mode, direction, locale and brand chosen in the toolbar. */
const withUIProvider: Decorator = (Story, { globals, parameters }) => {
  const direction = globals.direction === 'auto' ? undefined : (globals.direction as Direction);
  return (
    <UIProvider
      mode={globals.mode as UIMode}
      direction={direction}
      locale={globals.locale as string}
      brand={BRAND_PRESETS[globals.brand as BrandPresetName]}
    >
      {/* data-story-canvas: the visual check photographs what is inside (.storybook/visual-regression.ts). */}
      <div
        data-story-canvas=""
        style={{ minBlockSize: '100vh', padding: parameters.canvasPadding === false ? 0 : 16 }}
      >
        <Story />
      </div>
    </UIProvider>
  );
};

const preview: Preview = {
  // Every component gets a generated documentation page from its stories, props and JSDoc.
  tags: ['autodocs'],
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
      toolbar: { title: 'Direction', icon: 'transfer', items: [...DIRECTION_ITEMS], dynamicTitle: true },
    },
    locale: {
      description: 'Locale for dates, numbers and the default direction',
      toolbar: { title: 'Locale', icon: 'globe', items: LOCALES, dynamicTitle: true },
    },
    brand: {
      description: 'Organisation branding, applied at run time',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: Object.keys(BRAND_PRESETS),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { mode: 'light', direction: 'auto', locale: 'en', brand: 'herald' },
  parameters: {
    // The provider root carries the theme's background, so the canvas adds no padding of its own.
    layout: 'fullscreen',
    // axe runs on every story, at WCAG 2.2 AA with `target-size` on, and any violation fails the test run.
    a11y: { test: 'error', options: AXE_RUN_OPTIONS },
    controls: { matchers: { color: /(background|color)$/i } },
    docs: { toc: true },
  },
};

export default preview;
