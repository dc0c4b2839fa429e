// A private npm registry (Verdaccio) on loopback, run as a process of its own so the npm commands a test runs
// synchronously beside it never stall it. Takes its configuration file; prints `{"port": N}` once it listens on an
// ephemeral port of 127.0.0.1.
import { runServer } from 'verdaccio';

const [configuration] = process.argv.slice(2);
const server = await runServer(configuration);
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
