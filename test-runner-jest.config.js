// Ejected from `test-storybook --eject`: the runner drives the system's Chromium instead of Playwright's own download.
import { getJestConfig } from '@storybook/test-runner';
import { chromiumLaunchOptions } from './scripts/chromium.js';
import { STORY_TEST_TIMEOUT_MS } from './scripts/story-waits.js';

const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // Each story renders three times (light, dark, right to left), each with its play function and axe.
  testTimeout: STORY_TEST_TIMEOUT_MS,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: chromiumLaunchOptions,
      // One time zone and language wherever it runs, so dates in the visual baselines do not move with the machine.
      contextOptions: { timezoneId: 'UTC', locale: 'en-US' },
    },
  },
};
