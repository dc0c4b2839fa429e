// Sockets per widget token and per subscriber are bounded: the eleventh socket of one token and the fifty-first of
// one subscriber are refused with a connect_error that says why, and a closed socket gives its place back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_LIMITS } from '../src/realtime/realtime.js';
import { openSubscriberSession, startServer, type TestServer } from './harness.js';

let server: TestServer;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.stop();
});

/** Opens a socket and answers 'connected' or the connect_error's message. */
function open(token: string): Promise<string> {
  const socket = io(server.url, { transports: ['websocket'], auth: { token }, reconnection: false });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

/** Widget tokens of one subscriber, each from a session opened a second after the last (tokens differ). */
async function tokensOf(subscriberId: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let n = 0; n < count; n += 1) {
    server.advance(1000);
    tokens.push((await openSubscriberSession(server, subscriberId)).token);
  }
  return tokens;
}

describe('sockets per token', () => {
  it(`accepts ${SOCKET_LIMITS.perToken} sockets of one token at once and refuses the next, until one closes`, async () => {
    const [token] = await tokensOf('tabs-reader', 1);
    const first = sockets.length;
    const opened = await Promise.all(Array.from({ length: SOCKET_LIMITS.perToken }, () => open(token!)));
    expect(opened).toEqual(Array(SOCKET_LIMITS.perToken).fill('connected'));
    expect(await open(token!)).toBe(
      `Too many connections with this token: at most ${SOCKET_LIMITS.perToken} at once`,
    );

    const closed = sockets[first]!;
    await new Promise<void>((resolve) => {
      closed.once('disconnect', () => resolve());
      closed.close();
    });
    // The server hears the close a moment after the client: the place is free once it has.
    await expect.poll(() => open(token!), { timeout: 5_000 }).toBe('connected');
  });

  it('refuses sockets opened together past the limit, not only one after another', async () => {
    const [token] = await tokensOf('burst-reader', 1);
    const opened = await Promise.all(Array.from({ length: SOCKET_LIMITS.perToken + 5 }, () => open(token!)));
    expect(opened.filter((answer) => answer === 'connected')).toHaveLength(SOCKET_LIMITS.perToken);
    expect(new Set(opened.filter((answer) => answer !== 'connected'))).toEqual(
      new Set([`Too many connections with this token: at most ${SOCKET_LIMITS.perToken} at once`]),
    );
  });
});

describe('sockets per subscriber', () => {
  it(`accepts ${SOCKET_LIMITS.perSubscriber} sockets of one subscriber across its tokens and refuses the next`, async () => {
    const perToken = SOCKET_LIMITS.perToken;
    const tokens = await tokensOf('many-devices', SOCKET_LIMITS.perSubscriber / perToken + 1);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens.slice(0, -1)) {
      expect(await Promise.all(Array.from({ length: perToken }, () => open(token)))).toEqual(
        Array(perToken).fill('connected'),
      );
    }
    expect(await open(tokens.at(-1)!)).toBe(
      `Too many connections for this subscriber: at most ${SOCKET_LIMITS.perSubscriber} at once`,
    );
    // Another subscriber is not held back by this one.
    const [other] = await tokensOf('someone-else', 1);
    expect(await open(other!)).toBe('connected');
  });
});
