import type { RealtimeSocket, RealtimeSocketOptions } from './unseen-count.types.js';

/** The default socket factory: socket.io-client, loaded on first use so it stays out of the core bundle. */
export async function createRealtimeSocket(
  url: string,
  options: RealtimeSocketOptions,
): Promise<RealtimeSocket> {
  const { io } = await import('socket.io-client');
  const socket = io(url, options);
  return {
    on: (event, listener) => {
      socket.on(event, listener);
    },
    disconnect: () => {
      socket.disconnect();
    },
  };
}

/** Automated browsers (WebDriver, Playwright, Puppeteer) set navigator.webdriver; tests then wait longer. */
export function isUnderTestRunner(): boolean {
  return typeof navigator !== 'undefined' && navigator.webdriver === true;
}
