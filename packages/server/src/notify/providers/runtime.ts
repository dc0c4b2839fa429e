// The runtime adapters use in the server: fetch with every connection checked where it is made, no endpoint
// rewriting, and an outbound URL check for the URLs that come from callers (webhooks, base URLs): http(s) only,
// and no private, loopback, link-local or metadata address unless the operator's allow-list names it (tests name
// their loopback servers). The address a name resolves to is checked by the lookup the connection itself uses, so a
// name that answers a public address to the check and a private one at connect time (DNS rebinding) is refused.
import { lookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, FormData as UndiciFormData, buildConnector, fetch as undiciFetch } from 'undici';
import { isPrivateAddress, type PrivateAllowance } from './outbound-addresses.js';
import { ProviderError, type ProviderRuntime } from './types.js';

/** Resolves a host name to all its addresses, as `dns.lookup(name, {all: true})` does. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

const refused = (address: string, allowPrivate: PrivateAllowance) =>
  isPrivateAddress(address) && !(typeof allowPrivate === 'function' ? allowPrivate(address) : allowPrivate);

const refusedPrivate = (host: string) =>
  new ProviderError(`${host} is a private address and cannot be called`, { retryable: false });

/** The addresses of a host, refusing a host with any private one unless those are allowed. */
async function allowedAddresses(
  host: string,
  allowPrivate: PrivateAllowance,
  resolve: Resolver,
): Promise<LookupAddress[]> {
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await resolve(host).catch(() => []);
  if (addresses.length === 0) throw new ProviderError(`${host} does not resolve`, { retryable: true });
  if (addresses.some((entry) => refused(entry.address, allowPrivate))) throw refusedPrivate(host);
  return addresses;
}

/** Refuses a URL a provider may not call. */
export async function checkOutboundUrl(
  url: string,
  allowPrivate: PrivateAllowance,
  resolve: Resolver = systemResolver,
): Promise<void> {
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
  if (allowPrivate === true) return;
  await allowedAddresses(parsed.hostname.replace(/^\[|\]$/g, ''), allowPrivate, resolve);
}

/**
 * The one address a connection that does its own name resolution (SMTP through nodemailer) is to use: resolved
 * once and checked, so the client connects to the address checked and never asks the name again.
 */
export async function checkedAddress(
  host: string,
  allowPrivate: PrivateAllowance,
  resolve: Resolver = systemResolver,
): Promise<string> {
  const [first] = await allowedAddresses(host.replace(/^\[|\]$/g, ''), allowPrivate, resolve);
  return first!.address;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The lookup a connection makes: the addresses it hands to the socket are the ones it checked, so nothing can
 * answer differently between the check and the connect.
 */
export function pinnedLookup(allowPrivate: PrivateAllowance, resolve: Resolver = systemResolver) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    allowedAddresses(hostname, allowPrivate, resolve).then(
      (addresses) => {
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const usable = family ? addresses.filter((entry) => entry.family === family) : addresses;
        const [first] = usable;
        if (!first) {
          callback(
            Object.assign(new Error(`${hostname} has no IPv${family} address`), { code: 'ENOTFOUND' }),
            '',
          );
        } else if (options.all) {
          callback(null, usable);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: Error) => callback(error, ''),
    );
  };
}

/**
 * fetch whose every connection goes through the pinned lookup; a host written as an address (which needs no
 * lookup) is checked at connect time as well.
 */
export function pinnedFetch(
  allowPrivate: PrivateAllowance,
  resolve: Resolver = systemResolver,
): typeof fetch {
  const connector = buildConnector({ lookup: pinnedLookup(allowPrivate, resolve) });
  const dispatcher = new Agent({
    connect(options, callback) {
      const host = options.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) && refused(host, allowPrivate)) {
        callback(refusedPrivate(host), null);
        return;
      }
      connector(options, callback);
    },
  });
  return (async (input: string | URL, init: RequestInit = {}) => {
    let body = init.body as unknown;
    // The platform's FormData is a different class from this fetch's: copy its entries across.
    if (body instanceof globalThis.FormData) {
      const copy = new UndiciFormData();
      for (const [name, value] of body.entries()) copy.append(name, value);
      body = copy;
    }
    // Redirects are never followed, whatever a caller asks: a 3xx is the answer (http.ts counts it a failure).
    return undiciFetch(input, { ...(init as object), body, dispatcher, redirect: 'manual' } as never);
  }) as unknown as typeof fetch;
}

export function createRuntime(options: {
  now: () => Date;
  allowPrivateUrls: PrivateAllowance;
  /** The name resolver for checks and connections; the system's by default. */
  resolve?: Resolver;
}): ProviderRuntime {
  const resolve = options.resolve ?? systemResolver;
  return {
    fetch: pinnedFetch(options.allowPrivateUrls, resolve),
    endpoint: (url) => url,
    now: options.now,
    random: Math.random,
    checkUrl: (url) => checkOutboundUrl(url, options.allowPrivateUrls, resolve),
    resolveHost: (host) => checkedAddress(host, options.allowPrivateUrls, resolve),
  };
}
