// Work on input a caller chose runs in worker threads ended past a wall-time or a memory limit, so no input holds
// the event loop or the heap every request shares. One worker per task (`runInWorker`, for rare heavy work) or a
// small warm pool reused across tasks (`workerPool`, for frequent light work); both end a worker the same way.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface WorkerLimits {
  /** Wall time of one task; a fresh worker's start is included, a pooled worker's is not. */
  timeoutMs: number;
  /** Old-generation heap of one worker. */
  memoryMb: number;
}

/** How a task ended: its answer, past one of its limits, or the worker failed (the reason is for the log). */
export type WorkerEnd<T> = { value: T } | { limit: 'time' | 'memory' } | { failed: string };

const sources = new Map<string, Promise<URL>>();

/**
 * The script of a worker. Built, it is the entry `entry` beside this code (tsup.config.ts). Run from the
 * TypeScript sources (the tests), `source` is bundled once per process to a file where Node resolves its packages.
 */
export function workerScript(entry: string, source: URL): Promise<URL> {
  if (!import.meta.url.endsWith('.ts')) return Promise.resolve(new URL(`./${entry}.js`, import.meta.url));
  let script = sources.get(entry);
  if (!script) {
    script = (async () => {
      const { build } = await import('esbuild');
      const folder = new URL('../../node_modules/.cache/herald/', import.meta.url);
      await mkdir(folder, { recursive: true });
      const target = new URL(`${entry}.mjs`, folder);
      const { outputFiles } = await build({
        entryPoints: [fileURLToPath(source)],
        bundle: true,
        packages: 'external',
        platform: 'node',
        format: 'esm',
        target: 'node20',
        write: false,
        logLevel: 'silent',
      });
      // Written aside and renamed, so a process starting the worker meanwhile never reads half a file.
      const partial = new URL(`${entry}.${process.pid}.${Date.now()}.part`, folder);
      await writeFile(partial, outputFiles[0]!.contents);
      await rename(partial, target);
      return target;
    })();
    sources.set(entry, script);
  }
  return script;
}

/** Called first in a worker: on Linux a nice value is per thread, so it gives way to requests on a busy processor. */
export function yieldToRequests() {
  if (process.platform === 'linux') os.setPriority(os.constants.priority.PRIORITY_LOW);
}

const resourceLimits = (limits: WorkerLimits) => ({
  maxOldGenerationSizeMb: limits.memoryMb,
  maxYoungGenerationSizeMb: 32,
  stackSizeMb: 4,
});

const ended = (error: (Error & { code?: string }) | undefined): WorkerEnd<never> =>
  error?.code === 'ERR_WORKER_OUT_OF_MEMORY'
    ? { limit: 'memory' }
    : { failed: error?.message ?? 'The worker stopped' };

/** Runs one task in a fresh worker given `workerData`; its first message is the answer. */
export async function runInWorker<T>(
  script: Promise<URL>,
  workerData: unknown,
  limits: WorkerLimits,
): Promise<WorkerEnd<T>> {
  const worker = new Worker(await script, { workerData, resourceLimits: resourceLimits(limits) });
  return new Promise<WorkerEnd<T>>((resolve) => {
    let end: WorkerEnd<T> | undefined;
    const timer = setTimeout(() => {
      end ??= { limit: 'time' };
      void worker.terminate();
    }, limits.timeoutMs);
    worker.once('message', (value: T) => {
      end ??= { value };
    });
    worker.once('error', (error: Error) => {
      end ??= ended(error);
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve(end ?? ended(undefined));
    });
  });
}

export interface WorkerPool<I, O> {
  /** Runs `task` on the next free worker; a worker that passes a limit is ended and replaced for the next task. */
  run(task: I): Promise<WorkerEnd<O>>;
  /** Ends every worker; tasks waiting or running end as failed. */
  close(): Promise<void>;
}

interface Member<O> {
  worker: Worker;
  ready: boolean;
  /** Past its time limit and being ended: it takes no task again. */
  ending?: true;
  error?: Error;
  current?: (end: WorkerEnd<O>) => void;
}

/**
 * Up to `size` workers started when first needed and kept for later tasks (an idle one never keeps the process
 * alive).
 * A pooled worker posts one message when it is ready, then answers each task it is posted with one message.
 */
export function workerPool<I, O>(
  script: () => Promise<URL>,
  { size, ...limits }: WorkerLimits & { size: number },
): WorkerPool<I, O> {
  const members = new Set<Member<O>>();
  const idle: Member<O>[] = [];
  const waiting: { task: I; settle: (end: WorkerEnd<O>) => void }[] = [];
  /** Workers started (ready or not) and, of them, those not ready yet. */
  let live = 0;
  let starting = 0;

  function dispatch(member: Member<O>, task: I, settle: (end: WorkerEnd<O>) => void) {
    const timer = setTimeout(() => {
      member.current = undefined;
      member.ending = true;
      settle({ limit: 'time' });
      void member.worker.terminate();
    }, limits.timeoutMs);
    member.current = (end) => {
      clearTimeout(timer);
      member.current = undefined;
      member.worker.unref();
      settle(end);
    };
    // A worker keeps the process alive while a task waits on it, never while it idles.
    member.worker.ref();
    try {
      member.worker.postMessage(task);
    } catch (error) {
      // A task that cannot be copied to the worker (a function in it) leaves the worker as it was.
      member.current({ failed: error instanceof Error ? error.message : String(error) });
      idle.push(member);
    }
  }

  function pump() {
    while (waiting.length > 0 && idle.length > 0) {
      const { task, settle } = waiting.shift()!;
      dispatch(idle.pop()!, task, settle);
    }
    if (waiting.length > starting && live < size) void start();
  }

  async function start() {
    live += 1;
    starting += 1;
    let url: URL;
    try {
      url = await script();
    } catch (error) {
      live -= 1;
      starting -= 1;
      for (const { settle } of waiting.splice(0)) settle({ failed: String(error) });
      return;
    }
    const member: Member<O> = {
      worker: new Worker(url, { resourceLimits: resourceLimits(limits) }),
      ready: false,
    };
    members.add(member);
    member.worker.on('message', (message: O) => {
      if (member.ending) return;
      if (member.ready) {
        member.current?.({ value: message });
        idle.push(member);
      } else {
        member.ready = true;
        starting -= 1;
        member.worker.unref();
        idle.push(member);
      }
      pump();
    });
    member.worker.on('error', (error) => {
      member.error = error;
    });
    member.worker.on('exit', () => {
      live -= 1;
      members.delete(member);
      const at = idle.indexOf(member);
      if (at >= 0) idle.splice(at, 1);
      member.current?.(ended(member.error));
      if (!member.ready) {
        // A worker that never started would not start again: the task waiting longest learns why.
        starting -= 1;
        waiting.shift()?.settle(ended(member.error));
      }
      pump();
    });
  }

  return {
    run(task) {
      return new Promise((settle) => {
        waiting.push({ task, settle });
        pump();
      });
    },
    async close() {
      for (const { settle } of waiting.splice(0)) settle({ failed: 'The pool is closed' });
      await Promise.all([...members].map((member) => member.worker.terminate()));
    },
  };
}
