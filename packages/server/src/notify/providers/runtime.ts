// The runtime adapters use in the server: fetch with every connection checked where it is made, no endpoint
// rewriting, and an outbound URL check for the URLs that come from callers (webhooks, base URLs): http(s) only,
// and no private, loopback, link-local or metadata address unless the operator's allow-list names it (tests name
// their loopback servers). The address a name resolves to is checked by the lookup the connection itself uses, so a
// name that answers a public address to the check and a private one at connect time (DNS rebinding) is refused.
import { lookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, FormData as UndiciFormData, buildConnector, fetch as undiciFetch } from 'undici';
import { ProviderError, type ProviderRuntime } from './types.js';

/** Resolves a host name to all its addresses, as `dns.lookup(name, {all: true})` does. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

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

/**
 * Which private addresses a deployment lets providers call: none (`false`), all (`true`), or those an operator's
 * allow-list names (a function of the address).
 */
export type PrivateAllowance = boolean | ((address: string) => boolean);

const refused = (address: string, allowPrivate: PrivateAllowance) =>
  isPrivateAddress(address) && !(typeof allowPrivate === 'function' ? allowPrivate(address) : allowPrivate);

/**
 * The operator's allow-list (`OUTBOUND_ALLOW`): addresses, IPv4 ranges in CIDR notation, or `*` for every private
 * address. Loopback, private, link-local and metadata addresses outside it are refused.
 */
export function outboundAllowList(entries: readonly string[]): PrivateAllowance {
  if (entries.includes('*')) return true;
  if (entries.length === 0) return false;
  const toNumber = (v4: string) => v4.split('.').reduce((value, part) => value * 256 + Number(part), 0);
  const matchers = entries.map((entry) => {
    const [base = '', bits] = entry.split('/');
    if (bits !== undefined && isIP(base) === 4) {
      const size = 2 ** (32 - Number(bits));
      const start = Math.floor(toNumber(base) / size) * size;
      return (address: string) =>
        isIP(address) === 4 && Math.floor(toNumber(address) / size) * size === start;
    }
    const exact = base.toLowerCase().replace(/^\[|\]$/g, '');
    return (address: string) => address.toLowerCase() === exact;
  });
  return (address) => {
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    return matchers.some((matches) => matches(plain));
  };
}

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
    return undiciFetch(input, { ...(init as object), body, dispatcher } as never);
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
