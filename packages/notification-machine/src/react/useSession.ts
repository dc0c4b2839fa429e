import type { SubscriberProfile } from '@herald/protocol';
import { useSelector } from './use-selector.js';
import { useMemo } from 'react';
import { sessionError, sessionProfile, sessionStatus } from '../session/session.selectors.js';
import type { SessionStatus } from '../session/session.types.js';
import { useNotificationActors } from './notification-context.js';

export interface NotificationSessionState {
  status: SessionStatus;
  /** The server's message when the session could not start. */
  error?: string | undefined;
  profile?: SubscriberProfile | undefined;
  /** Tries again after a failure. */
  retry(): void;
}

function useSessionAs(hookName: string): NotificationSessionState {
  const { session } = useNotificationActors(hookName);
  const status = useSelector(session, sessionStatus);
  const error = useSelector(session, sessionError);
  const profile = useSelector(session, sessionProfile);
  return useMemo(
    () => ({ status, error, profile, retry: () => session.send({ type: 'session.retry' }) }),
    [status, error, profile, session],
  );
}

/** The widget session's status, error and subscriber profile. */
export function useSession(): NotificationSessionState {
  return useSessionAs('useSession');
}

/** The earlier name of useSession. */
export function useNotificationSession(): NotificationSessionState {
  return useSessionAs('useNotificationSession');
}
