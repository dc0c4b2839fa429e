// Ejected from `test-storybook --eject`: the runner drives the system's Chromium instead of Playwright's own download.
import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: CHROMIUM,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--disable-dev-shm-usage',
        ],
      },
    },
  },
};
