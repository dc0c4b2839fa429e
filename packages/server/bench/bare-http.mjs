// Baseline for the HTTP figures: the least a Fastify route can do, in a process of its own like the server.
import Fastify from 'fastify';
import { answerRequests } from './ipc.mjs';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ data: [] }));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
answerRequests({});
process.send({ ready: url });
