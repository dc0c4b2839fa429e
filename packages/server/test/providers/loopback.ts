// A loopback HTTP server standing in for a vendor's API: it records each request and answers what the test says.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { checkedAddress } from '../../src/notify/providers/runtime.js';
import type { ProviderRuntime } from '../../src/notify/providers/types.js';

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  text: string;
  /** The body as JSON, as a form, or undefined. */
  json: unknown;
  form: URLSearchParams;
}

export interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface Loopback {
  url: string;
  requests: Recorded[];
  /** What the next requests are answered with, in order; the last one repeats. */
  answer(...answers: (Answer | ((request: Recorded) => Answer))[]): void;
  close(): Promise<void>;
}

export async function startLoopback(): Promise<Loopback> {
  const requests: Recorded[] = [];
  let answers: (Answer | ((request: Recorded) => Answer))[] = [{ status: 200, body: {} }];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://loopback');
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      const recorded: Recorded = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        text,
        json,
        form: new URLSearchParams(text),
      };
      requests.push(recorded);
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      const answer = typeof next === 'function' ? next(recorded) : next;
      const body =
        answer.body === undefined
          ? ''
          : typeof answer.body === 'string'
            ? answer.body
            : JSON.stringify(answer.body);
      res.writeHead(answer.status ?? 200, {
        ...(typeof answer.body === 'string' ? {} : { 'content-type': 'application/json' }),
        ...answer.headers,
      });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (...next) => {
      answers = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A runtime that sends every vendor host to the loopback server and records the vendor URLs meant. */
export function loopbackRuntime(loopback: Loopback, now = new Date('2026-03-02T10:00:00Z')) {
  /** The vendor URLs the adapter meant to call. */
  const called: string[] = [];
  const runtime: ProviderRuntime = {
    fetch: globalThis.fetch.bind(globalThis),
    endpoint: (url) => {
      called.push(url);
      const parsed = new URL(url);
      return `${loopback.url}${parsed.pathname}${parsed.search}`;
    },
    now: () => now,
    random: () => 0.5,
    checkUrl: async () => undefined,
    resolveHost: (host) => checkedAddress(host, true),
  };
  return { runtime, called };
}
