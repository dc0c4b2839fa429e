import { connectSession } from '../system/connect.js';
import type { SessionView } from '../system/connect.js';
import { useSend, useSystemActor, useView } from './use-actors.js';

/** The session as a view sees it: connectSession's values and actions. */
export type NotificationSessionState = SessionView;

function useSessionAs(hookName: string): NotificationSessionState {
  const [session, { system, identified }] = useSystemActor(hookName, (context) => context.session);
  // The system starts the session again: a retry goes to it, not to the failed session.
  const send = useSend(system);
  return useView(session, (snapshot) => connectSession(snapshot, send, { identified }));
}

/** The widget session's status, error and subscriber profile. */
export function useSession(): NotificationSessionState {
  return useSessionAs('useSession');
}

/** The earlier name of useSession. */
export function useNotificationSession(): NotificationSessionState {
  return useSessionAs('useNotificationSession');
}
