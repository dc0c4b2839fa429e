// HTTP load from a process of its own, so that generating requests does not share the measured server's
// event loop. `run.mjs` sends one `load` request per figure, or one `fire` request per share of a fixed batch.
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import { answerRequests } from './ipc.mjs';
import { cpuSecondsOf } from './proc.mjs';

/** One autocannon run; answers the figures `run.mjs` reports, with the server's CPU per request when given its pid. */
async function load({ url, headers, connections, seconds, serverPid }) {
  const cpuBefore = cpuSecondsOf(serverPid);
  const result = await autocannon({ url, headers, connections, duration: seconds, pipelining: 1 });
  const cpuSeconds = cpuSecondsOf(serverPid) - cpuBefore;
  return {
    serverCpuMicros: (cpuSeconds * 1e6) / result.requests.total,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // Anything but 2xx, connection errors and timeouts would make the rate meaningless: reported, not hidden.
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

answerRequests({
  async load(input) {
    // A short run first warms the JIT, the connection pool and the database's caches; its figures are dropped.
    await load({ ...input, seconds: input.warmupSeconds });
    return load(input);
  },
  /** `amount` POSTs of JSON bodies taken in turn from `bodies`, as fast as `connections` allow. */
  async fire({ url, headers, connections, amount, bodies }) {
    let next = 0;
    const began = performance.now();
    const result = await autocannon({
      url,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      connections,
      amount,
      requests: [
        { setupRequest: (request) => ({ ...request, body: JSON.stringify(bodies[next++ % bodies.length]) }) },
      ],
    });
    return {
      accepted: result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors,
      seconds: (performance.now() - began) / 1000,
    };
  },
});
