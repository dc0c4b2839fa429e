import { useEffect, useMemo } from 'react';
import { sessionError, sessionStatus } from '../session/session.selectors.js';
import {
  hasMoreUnseen,
  isUnseenCountLoading,
  unseenCount as selectUnseenCount,
  unseenCountError,
  unseenCountSocketError,
} from '../unseen-count/unseen-count.selectors.js';
import { useSnapshot, useSystemActor } from './use-actors.js';

export interface UnseenCountState {
  unseenCount: number;
  /** True when the server counted up to its limit and there may be more. */
  hasMore: boolean;
  /** True while the session starts or the count is on its way. */
  isLoading: boolean;
  /** Why there is no count or no live updates: the session's, the fetch's or the socket's message. */
  error: string | undefined;
}

/** The subscriber's unseen notification count, kept current by the realtime socket. */
export function useUnseenCount(): UnseenCountState {
  const [session, { request, identified }] = useSystemActor('useUnseenCount', (context) => context.session);
  const [counts] = useSystemActor('useUnseenCount', (context) => context.counts);
  useEffect(() => request('counts'), [request]);
  const status = useSnapshot(session, sessionStatus, identified ? 'initializing' : 'idle');
  const failure = useSnapshot(session, sessionError, undefined);
  const count = useSnapshot(counts, selectUnseenCount, 0);
  const hasMore = useSnapshot(counts, hasMoreUnseen, false);
  const countLoading = useSnapshot(counts, isUnseenCountLoading, identified);
  const countError = useSnapshot(counts, unseenCountError, undefined);
  const socketError = useSnapshot(counts, unseenCountSocketError, undefined);
  return useMemo(
    () => ({
      unseenCount: count,
      hasMore,
      isLoading: status === 'initializing' || countLoading,
      error: failure ?? countError ?? socketError,
    }),
    [count, hasMore, status, countLoading, failure, countError, socketError],
  );
}
