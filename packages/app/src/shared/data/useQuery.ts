// A small query hook for pages: loading, data, error and retry, refetched when its key changes, when a new
// notification concerns it or when the server says its data changed, aborted when the page leaves or the key
// changes before the answer arrives.
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { LiveData } from '@herald/protocol';
import { listenToDataChanges, listenToNotifications, type Concerns } from './live';

export type QueryState<T> =
  | { status: 'loading'; data: T | undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: T | undefined; error: unknown };

export interface QueryResult<T> {
  state: QueryState<T>;
  /** Loads again; what is shown stays until the new answer arrives. */
  retry: () => void;
  /** Replaces the data without a request, after a save answered with the new version. */
  set: (data: T) => void;
}

export interface QueryOptions {
  /** Loads again (keeping what is shown) when a new or clicked notification concerns this data. */
  refreshOn?: Concerns | undefined;
  /** Loads again (keeping what is shown) when the server says this data changed, or after a reconnect. */
  refreshOnChange?: LiveData | undefined;
}

export function useQuery<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  { refreshOn, refreshOnChange }: QueryOptions = {},
): QueryResult<T> {
  const [state, setState] = useState<QueryState<T>>({ status: 'loading', data: undefined, error: undefined });
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; attempt: number }>();

  // The loader may be a new function each render; the key says when the request itself changes, and the effect
  // calls whichever loader the last render gave.
  const run = useEffectEvent(load);

  // Keep the previous data while the next key loads (a new page of a table keeps its rows until then).
  if (loaded && (loaded.key !== key || loaded.attempt !== attempt) && state.status !== 'loading') {
    setState({ status: 'loading', data: state.data, error: undefined });
  }

  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState({ status: 'success', data, error: undefined });
        setLoaded({ key, attempt });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ status: 'error', data: previous.data, error }));
        setLoaded({ key, attempt });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  const concerns = useRef(refreshOn);
  useEffect(() => {
    concerns.current = refreshOn;
  });
  const live = refreshOn !== undefined;
  useEffect(
    () =>
      live
        ? listenToNotifications((message) => {
            if (concerns.current?.(message)) retry();
          })
        : undefined,
    [live, retry],
  );
  useEffect(
    () => (refreshOnChange === undefined ? undefined : listenToDataChanges(refreshOnChange, retry)),
    [refreshOnChange, retry],
  );
  const set = useCallback((data: T) => setState({ status: 'success', data, error: undefined }), []);
  return { state, retry, set };
}
