// Debian's Chromium, launched the same way by every browser suite (Storybook test-runner, end-to-end): the
// flags keep it off the network this machine does not reach and fit it to containers.

/** The browser binary: CHROMIUM_PATH, or Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Launch options for playwright-core. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS };
