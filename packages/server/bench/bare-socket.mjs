// Baseline for the trigger figure: an HTTP request that makes a socket.io server emit to one client's room,
// with nothing in between (no database, no queue). Clients join the room named by their handshake.
import Fastify from 'fastify';
import { Server } from 'socket.io';
import { answerRequests } from './ipc.mjs';

const app = Fastify({ logger: false });
// The same transports as Herald's server; the fleet connects over websockets only.
const io = new Server(app.server, { transports: ['polling', 'websocket'], serveClient: false });
io.on('connection', (socket) => {
  const room = socket.handshake.auth?.subscriberId;
  if (typeof room === 'string') void socket.join(room);
});

let emitted = 0;
app.post('/emit', async (request, reply) => {
  const { to } = request.body;
  emitted += 1;
  io.to(to).emit('unseen_count_changed', { unseenCount: emitted, hasMore: false });
  reply.code(201);
  return { data: { acknowledged: true } };
});

const url = await app.listen({ port: 0, host: '127.0.0.1' });
answerRequests({});
process.send({ ready: url });
