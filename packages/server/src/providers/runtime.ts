// The runtime adapters use in the server: real fetch, no endpoint rewriting, and an outbound URL check for the
// URLs that come from callers (webhooks, base URLs): http(s) only, and no private, loopback or link-local address
// unless the deployment allows it (development and tests talk to loopback servers).
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { setTimeout as wait } from 'node:timers/promises';
import { ProviderError, type ProviderRuntime } from './types.js';

function isPrivateAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const v6 = address.toLowerCase();
  return v6 === '::' || v6 === '::1' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80');
}

/** Refuses a URL a provider may not call. */
export async function checkOutboundUrl(url: string, allowPrivate: boolean): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ProviderError(`Not a valid URL: ${url.slice(0, 100)}`, { retryable: false });
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new ProviderError(`Only http and https URLs can be called, not ${parsed.protocol}`, {
      retryable: false,
    });
  }
  if (parsed.username || parsed.password) {
    throw new ProviderError('URLs with credentials in them cannot be called', { retryable: false });
  }
  if (allowPrivate) return;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  if (addresses.length === 0) {
    throw new ProviderError(`${host} does not resolve`, { retryable: true });
  }
  if (addresses.some(isPrivateAddress)) {
    throw new ProviderError(`${host} is a private address and cannot be called`, { retryable: false });
  }
}

export function createRuntime(options: { now: () => Date; allowPrivateUrls: boolean }): ProviderRuntime {
  return {
    fetch: globalThis.fetch.bind(globalThis),
    endpoint: (url) => url,
    now: options.now,
    sleep: (ms) => wait(ms).then(() => undefined),
    random: Math.random,
    checkUrl: (url) => checkOutboundUrl(url, options.allowPrivateUrls),
  };
}
