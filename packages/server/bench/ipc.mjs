// Requests and answers between `run.mjs` and the processes it forks (load generators, bare servers), over
// Node's IPC channel. The measuring happens inside the child; only the figures travel back.

/** In a forked child: answers `{ id, command, input }` messages with `handlers[command](input)`. */
export function answerRequests(handlers) {
  process.on('message', async (message) => {
    if (!message || typeof message.id !== 'number') return;
    const handler = handlers[message.command];
    try {
      if (!handler) throw new Error(`Unknown command ${message.command}`);
      process.send({ id: message.id, result: await handler(message.input) });
    } catch (error) {
      process.send({ id: message.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
  // The parent went away (finished, crashed or was killed): nothing is left to measure for.
  process.on('disconnect', () => process.exit(0));
}

/** In the parent: a function that sends `command` to `child` and resolves with its answer. */
export function requester(child) {
  let nextId = 0;
  const pending = new Map();
  child.on('message', (message) => {
    const waiting = message && pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(new Error(message.error));
    else waiting.resolve(message.result);
  });
  child.on('exit', (code, signal) => {
    for (const waiting of pending.values()) {
      waiting.reject(new Error(`Child process exited (${signal ?? code}) before answering`));
    }
    pending.clear();
  });
  return (command, input) =>
    new Promise((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, { resolve, reject });
      child.send({ id: nextId, command, input });
    });
}
