// A fleet of socket.io clients in a process of its own: it opens subscribers' sockets the way the widget does
// (a session, then a websocket with its token) and times trigger → `unseen_count_changed` on one of them, the
// request and the event both seen from here, so one clock measures both ends.
import { createHmac } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import { answerRequests } from './ipc.mjs';

const EVENT = 'unseen_count_changed';
/** Open sockets by subscriber index (`bench-<index>`). */
const sockets = new Map();
/** Sockets the server closed while they were meant to stay open. */
let dropped = 0;
let closing = false;

/** The handshake `auth` for subscriber `index`: a widget session token for Herald, the room for the bare server. */
async function authFor(target, index) {
  const subscriberId = `bench-${index}`;
  if (target.kind === 'bare') return { subscriberId };
  const response = await fetch(`${target.origin}/v1/widgets/session/initialize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      applicationIdentifier: target.applicationIdentifier,
      subscriberId,
      hmacHash: createHmac('sha256', target.apiKey).update(subscriberId).digest('hex'),
    }),
  });
  if (!response.ok) throw new Error(`session/initialize answered ${response.status}`);
  return { token: (await response.json()).data.token };
}

function connect(origin, auth) {
  return new Promise((resolve, reject) => {
    // forceNew: one connection per subscriber, as each browser tab has its own.
    const socket = io(origin, { transports: ['websocket'], auth, reconnection: false, forceNew: true });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

answerRequests({
  /** Opens subscribers `from` … `to - 1`, `parallel` at a time, giving up at `deadline` (epoch ms). */
  async open({ target, from, to, parallel, deadline }) {
    let next = from;
    let failed = 0;
    let firstError;
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (next < to && Date.now() < deadline) {
          const index = next;
          next += 1;
          try {
            const socket = await connect(target.origin, await authFor(target, index));
            socket.on('disconnect', () => {
              if (!closing) dropped += 1;
            });
            sockets.set(index, socket);
          } catch (error) {
            failed += 1;
            firstError ??= error instanceof Error ? error.message : String(error);
          }
        }
      }),
    );
    return { connected: sockets.size, failed, firstError };
  },

  /** POSTs `request` and waits for the event on subscriber `index`'s socket: the time between, or a miss. */
  async measure({ index, request, timeoutMs }) {
    const socket = sockets.get(index);
    if (!socket?.connected) return { missed: true, reason: 'socket not connected' };
    let timer;
    let onEvent;
    const received = new Promise((resolve) => {
      onEvent = () => resolve(true);
      socket.once(EVENT, onEvent);
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const start = performance.now();
    const response = await fetch(request.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...request.headers },
      body: JSON.stringify(request.body),
    });
    await response.arrayBuffer();
    // A refused trigger sends nothing: counted apart from missed events.
    const arrived = response.ok ? await received : false;
    const ms = performance.now() - start;
    clearTimeout(timer);
    socket.off(EVENT, onEvent);
    if (!response.ok) return { refused: response.status };
    return arrived ? { ms } : { missed: true, reason: `no ${EVENT} within ${timeoutMs} ms` };
  },

  async connectedIndexes() {
    return [...sockets].filter(([, socket]) => socket.connected).map(([index]) => index);
  },

  async status() {
    let connected = 0;
    for (const socket of sockets.values()) if (socket.connected) connected += 1;
    return { connected, dropped };
  },

  async close() {
    closing = true;
    for (const socket of sockets.values()) socket.close();
    sockets.clear();
    return { dropped };
  },
});
