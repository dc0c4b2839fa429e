import { useEffect } from 'react';

/**
 * When asked (docs/product.md §9 keeps it off by default), fetch again whenever the window regains focus or
 * the page becomes visible again after being hidden.
 */
export function useRefetchOnFocus(enabled: boolean, refetch: () => void): void {
  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    window.addEventListener('focus', refetch);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', refetch);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, refetch]);
}
