import { useSelector } from './use-selector.js';
import { useEffect, useMemo } from 'react';
import { sessionError, sessionStatus } from '../session/session.selectors.js';
import {
  hasMoreUnseen,
  isUnseenCountLoading,
  unseenCount as selectUnseenCount,
  unseenCountError,
  unseenCountSocketError,
} from '../unseen-count/unseen-count.selectors.js';
import { useNotificationActors } from './notification-context.js';

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
  const { session, unseenCount, requestCounts } = useNotificationActors('useUnseenCount');
  useEffect(requestCounts, [requestCounts]);
  const status = useSelector(session, sessionStatus);
  const failure = useSelector(session, sessionError);
  const count = useSelector(unseenCount, selectUnseenCount);
  const hasMore = useSelector(unseenCount, hasMoreUnseen);
  const countLoading = useSelector(unseenCount, isUnseenCountLoading);
  const countError = useSelector(unseenCount, unseenCountError);
  const socketError = useSelector(unseenCount, unseenCountSocketError);
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
