import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps the latest value (a host's callback) without resubscribing when a new function comes each render. React's
 * `useEffectEvent` does this from 19.2; the kit supports every React 19.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
