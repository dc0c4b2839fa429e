// Outbound calls are checked where the connection is made: the lookup the socket uses is the one that refuses
// private and loopback addresses, so a name that resolves to a public address for the check and to a private one
// at connect time (DNS rebinding) never reaches the private host. Real loopback HTTP server, a scripted resolver.
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../src/notify/providers/http.js';
import { createRuntime, type Resolver } from '../src/notify/providers/runtime.js';
import { ProviderError } from '../src/notify/providers/types.js';
import { startLoopback, type Loopback } from './providers/loopback.js';

let loopback: Loopback;
let port: string;

beforeAll(async () => {
  loopback = await startLoopback();
  port = new URL(loopback.url).port;
});
afterAll(() => loopback.close());
beforeEach(() => {
  loopback.requests.length = 0;
  loopback.answer({ status: 200, body: { ok: true } });
});

const v4 = (address: string): LookupAddress => ({ address, family: 4 });

/** A resolver that answers each lookup with the next of `answers` (the last one repeats), counting lookups. */
function scripted(...answers: LookupAddress[][]) {
  const asked: string[] = [];
  const resolve: Resolver = async (hostname) => {
    asked.push(hostname);
    return answers[Math.min(asked.length - 1, answers.length - 1)]!;
  };
  return { resolve, asked };
}

const production = (resolve: Resolver) =>
  createRuntime({ now: () => new Date(), allowPrivateUrls: false, resolve });

describe('in production', () => {
  it('refuses a name that resolves to a public address for the check and to loopback at connect time', async () => {
    const resolver = scripted([v4('203.0.113.10')], [v4('127.0.0.1')]);
    const runtime = production(resolver.resolve);
    const url = `http://hooks.example.test:${port}/hook`;

    await expect(runtime.checkUrl(url)).resolves.toBeUndefined();
    const attempt = call(runtime, url, { body: { event: 'sent' } });
    await expect(attempt).rejects.toBeInstanceOf(ProviderError);
    await expect(attempt).rejects.toMatchObject({
      message: 'hooks.example.test is a private address and cannot be called',
      details: { retryable: false },
    });
    expect(resolver.asked).toEqual(['hooks.example.test', 'hooks.example.test']);
    expect(loopback.requests).toHaveLength(0);
  });

  it('refuses a name with any private address among its answers', async () => {
    const resolver = scripted([v4('203.0.113.10'), v4('10.0.0.7')]);
    await expect(production(resolver.resolve).checkUrl('https://mixed.example.test/')).rejects.toThrow(
      /private address/,
    );
  });

  it.each(['127.0.0.1', '[::1]', '169.254.169.254', '192.168.1.20'])(
    'refuses %s written as an address at connect time, even when nothing checked the URL first',
    async (host) => {
      const runtime = production(scripted([v4('203.0.113.10')]).resolve);
      const url = `http://${host}:${host === '127.0.0.1' ? port : '80'}/hook`;
      await expect(call(runtime, url)).rejects.toThrow(/is a private address and cannot be called/);
      expect(loopback.requests).toHaveLength(0);
    },
  );

  it.each([
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
    '[::127.0.0.1]',
    '[64:ff9b::7f00:1]',
    '[2002:7f00:1::1]',
    '[::ffff:a9fe:a9fe]',
    '[::]',
    '[fd00:ec2::254]',
    '[fe80::1]',
    '[ff02::1]',
    '0.0.0.0',
  ])('refuses %s at connect time, an IPv6 or unspecified form of a private address', async (host) => {
    const runtime = production(scripted([v4('203.0.113.10')]).resolve);
    await expect(runtime.checkUrl(`http://${host}:${port}/hook`)).rejects.toThrow(/private address/);
    await expect(call(runtime, `http://${host}:${port}/hook`)).rejects.toThrow(
      /is a private address and cannot be called/,
    );
    expect(loopback.requests).toHaveLength(0);
  });

  it('does not follow a redirect, whatever the caller asks', async () => {
    const runtime = createRuntime({ now: () => new Date(), allowPrivateUrls: true });
    loopback.answer({ status: 302, headers: { location: `${loopback.url}/elsewhere` } });
    const reply = await runtime.fetch(`${loopback.url}/hook`, { redirect: 'follow' });
    expect(reply.status).toBe(302);
    expect(loopback.requests.map((request) => request.path)).toEqual(['/hook']);
  });

  it('answers a name that does not resolve as worth retrying', async () => {
    const runtime = production(scripted([]).resolve);
    await expect(call(runtime, `http://gone.example.test:${port}/`)).rejects.toMatchObject({
      message: 'gone.example.test does not resolve',
      details: { retryable: true },
    });
  });
});

describe('where private addresses are allowed', () => {
  it('connects to the address the lookup answered, keeping the name in the Host header', async () => {
    const resolver = scripted([v4('127.0.0.1')]);
    const runtime = createRuntime({
      now: () => new Date(),
      allowPrivateUrls: true,
      resolve: resolver.resolve,
    });
    const reply = await call(runtime, `http://vendor.example.test:${port}/messages`, { body: { to: 'ana' } });
    expect(reply.json).toEqual({ ok: true });
    expect(resolver.asked).toEqual(['vendor.example.test']);
    expect(loopback.requests).toHaveLength(1);
    expect(loopback.requests[0]).toMatchObject({ method: 'POST', path: '/messages', json: { to: 'ana' } });
    expect(loopback.requests[0]!.headers.host).toBe(`vendor.example.test:${port}`);
  });

  it('sends a multipart form built with the platform FormData', async () => {
    const runtime = createRuntime({ now: () => new Date(), allowPrivateUrls: true });
    const form = new FormData();
    form.append('from', 'registry@herald.test');
    form.append('attachment', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    await call(runtime, `${loopback.url}/form`, { body: form });
    const received = loopback.requests[0]!;
    expect(received.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received.text).toContain('name="from"\r\n\r\nregistry@herald.test');
    expect(received.text).toContain('filename="hello.txt"');
    expect(received.text).toContain('hello');
  });
});
