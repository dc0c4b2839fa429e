// Reads one value of a store or an actor's snapshot and re-renders when it changes; works on the light stores
// and on XState actors alike, and on a lazily loaded actor that is not there yet (then it answers `fallback`).
import { useCallback, useSyncExternalStore } from 'react';
import type { Readable } from '../store/light-store.js';

const noSubscription = () => () => undefined;

export function useSelector<S, T>(source: Readable<S>, selector: (snapshot: S) => T): T;
export function useSelector<S, T>(
  source: Readable<S> | undefined,
  selector: (snapshot: S) => T,
  fallback: T,
): T;
export function useSelector<S, T>(
  source: Readable<S> | undefined,
  selector: (snapshot: S) => T,
  fallback?: T,
): T {
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = source?.subscribe(() => changed());
      return () => subscription?.unsubscribe();
    },
    [source],
  );
  const read = () => (source ? selector(source.getSnapshot()) : (fallback as T));
  return useSyncExternalStore(source ? subscribe : noSubscription, read, read);
}
