import type { RealtimeSocket, RealtimeSocketOptions } from './unseen-count.types.js';

/** The default socket factory: the widget's own socket.io client, loaded on first use (after the session starts). */
export async function createRealtimeSocket(
  url: string,
  options: RealtimeSocketOptions,
): Promise<RealtimeSocket> {
  const { connectSocketIo } = await import('./socket-io-client.js');
  return connectSocketIo(url, options);
}

/** Automated browsers (WebDriver, Playwright, Puppeteer) set navigator.webdriver; tests then wait longer. */
export function isUnderTestRunner(): boolean {
  return typeof navigator !== 'undefined' && navigator.webdriver === true;
}
