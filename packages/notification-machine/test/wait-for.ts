// Waits until a store's (or an actor's) snapshot satisfies a condition, as XState's waitFor does for actors;
// rejects after `timeout` ms (5 s unless told).
import type { Readable } from '../src/store/light-store.js';

export function waitFor<S>(
  source: Readable<S>,
  predicate: (snapshot: S) => boolean,
  { timeout = 5_000 }: { timeout?: number } = {},
): Promise<S> {
  if (predicate(source.getSnapshot())) return Promise.resolve(source.getSnapshot());
  return new Promise((resolve, reject) => {
    const subscription = source.subscribe((snapshot) => {
      if (!predicate(snapshot)) return;
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve(snapshot);
    });
    const timer = setTimeout(() => {
      subscription.unsubscribe();
      reject(new Error(`waitFor: the condition did not hold within ${timeout} ms`));
    }, timeout);
  });
}
