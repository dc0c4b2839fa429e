import type { SubscriberProfile } from '@herald/protocol';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { sessionError, sessionProfile, sessionStatus } from '../session/session.selectors.js';
import type { SessionStatus } from '../session/session.types.js';
import { useNotificationActors } from './notification-context.js';

export interface NotificationSessionState {
  status: SessionStatus;
  /** The server's message when the session could not start. */
  error?: string | undefined;
  profile?: SubscriberProfile | undefined;
}

/** The widget session's status, error and subscriber profile. */
export function useNotificationSession(): NotificationSessionState {
  const { session } = useNotificationActors('useNotificationSession');
  const status = useSelector(session, sessionStatus);
  const error = useSelector(session, sessionError);
  const profile = useSelector(session, sessionProfile);
  return useMemo(() => ({ status, error, profile }), [status, error, profile]);
}
