import type { SubscriberProfile } from '@herald/notification-protocol';
import { useMemo } from 'react';
import { sessionError, sessionProfile, sessionStatus } from '../session/session.selectors.js';
import type { SessionStatus } from '../session/session.types.js';
import { useSnapshot, useSystemActor } from './use-actors.js';

export interface NotificationSessionState {
  status: SessionStatus;
  /** The server's message when the session could not start. */
  error?: string | undefined;
  profile?: SubscriberProfile | undefined;
  /** Tries again after a failure. */
  retry(): void;
}

function useSessionAs(hookName: string): NotificationSessionState {
  const [session, { system, identified }] = useSystemActor(hookName, (context) => context.session);
  const status = useSnapshot(session, sessionStatus, identified ? 'initializing' : 'idle');
  const error = useSnapshot(session, sessionError, undefined);
  const profile = useSnapshot(session, sessionProfile, undefined);
  return useMemo(
    () => ({ status, error, profile, retry: () => system?.send({ type: 'session.retry' }) }),
    [status, error, profile, system],
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
