import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `callback` at once, then at most once per `waitMs`; a call inside the wait runs when the wait ends, so the
 * last scroll is never lost.
 */
export function useThrottledCallback(callback: () => void, waitMs: number): () => void {
  const latest = useRef(callback);
  const lastRun = useRef(Number.NEGATIVE_INFINITY);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );

  return useCallback(() => {
    const elapsed = Date.now() - lastRun.current;
    if (elapsed >= waitMs) {
      lastRun.current = Date.now();
      latest.current();
      return;
    }
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      lastRun.current = Date.now();
      latest.current();
    }, waitMs - elapsed);
  }, [waitMs]);
}
