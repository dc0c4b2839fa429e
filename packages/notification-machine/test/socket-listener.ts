// Runs the socket actor under a small parent that records what it reports, against real socket.io servers on
// loopback; socket.io-client opens the connections as the widget does, with the reconnection delays shortened.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import type { Socket as ServerSocket } from 'socket.io';
import type { Socket as ClientSocket } from 'socket.io-client';
import { assign, createActor, setup, waitFor } from 'xstate';
import type { Actor } from 'xstate';
import { createRealtimeSocket } from '../src/socket/realtime-socket.js';
import { realtimeSocket } from '../src/socket/socket.actor.js';
import type { RealtimeSocketOptions, SocketEvent } from '../src/socket/socket.types.js';

const servers: Server[] = [];
const actors: Array<Actor<typeof listener>> = [];

interface TestServer {
  url: string;
  io: Server;
  /** Resolves with the next socket the server accepts. */
  nextConnection(): Promise<ServerSocket>;
}

export async function startServer(
  options: { pingInterval?: number; pingTimeout?: number; port?: number } = {},
) {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'], cors: { origin: '*' }, ...options });
  servers.push(io);
  http.listen(options.port ?? 0, '127.0.0.1');
  await once(http, 'listening');
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    io,
    nextConnection: () => new Promise<ServerSocket>((resolve) => io.once('connection', resolve)),
  } satisfies TestServer;
}

interface ListenerInput {
  socketUrl: string;
  token: string;
  sockets: ClientSocket[];
  options: RealtimeSocketOptions[];
}

/** A parent that runs the socket as its child and records what the socket reports, in order. */
const listener = setup({
  types: {
    context: {} as ListenerInput & { heard: SocketEvent[] },
    input: {} as ListenerInput,
  },
  actors: { realtimeSocket },
}).createMachine({
  context: ({ input }) => ({ ...input, heard: [] }),
  invoke: {
    src: 'realtimeSocket',
    input: ({ context: input }) => ({
      socketUrl: input.socketUrl,
      token: input.token,
      // socket.io-client as the widget opens it, with the reconnection delays shortened for the test and the
      // socket kept so the test can look at it.
      createSocket: async (url: string, options: RealtimeSocketOptions) => {
        input.options.push(options);
        const socket = (await createRealtimeSocket(url, {
          ...options,
          reconnectionDelay: 10,
          reconnectionDelayMax: 20,
        })) as ClientSocket;
        input.sockets.push(socket);
        return socket;
      },
    }),
  },
  on: {
    '*': { actions: assign({ heard: ({ context, event }) => [...context.heard, event as SocketEvent] }) },
  },
});

export function listen(url: string, token = 'widget-token') {
  const sockets: ClientSocket[] = [];
  const options: RealtimeSocketOptions[] = [];
  const actor = createActor(listener, { input: { socketUrl: url, token, sockets, options } }).start();
  actors.push(actor);
  const heard = () => actor.getSnapshot().context.heard;
  const until = (predicate: (events: SocketEvent[]) => boolean) =>
    waitFor(actor, (snapshot) => predicate(snapshot.context.heard), { timeout: 5000 });
  return { actor, sockets, options, heard, until };
}

export const types = (events: SocketEvent[]) => events.map((event) => event.type);

/** Stops every listener and closes every server of the test. */
export async function stopAll(): Promise<void> {
  actors.splice(0).forEach((actor) => actor.stop());
  await Promise.all(servers.splice(0).map((io) => io.close()));
}
