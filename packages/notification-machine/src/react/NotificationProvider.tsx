import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { createApiClient } from '../api/api-client.js';
import { sessionMachine } from '../session/session.machine.js';
import { linkUnseenCountToSession } from '../unseen-count/link-to-session.js';
import { unseenCountMachine } from '../unseen-count/unseen-count.machine.js';
import { NotificationContext } from './notification-context.js';

export interface NotificationProviderProps {
  /** The environment's application identifier; the session waits until it and the subscriber id are set. */
  applicationIdentifier?: string | undefined;
  /** The signed-in user as the notification backend knows them. */
  subscriberId?: string | undefined;
  /** HMAC of the subscriber id, when the environment enforces HMAC. */
  subscriberHash?: string | undefined;
  /** The backend's origin; calls go to `<backendUrl>/v1`. */
  backendUrl: string;
  /** The socket.io server; defaults to the backend. */
  socketUrl?: string | undefined;
  children?: ReactNode;
}

/** Starts the widget session and the unseen count for the subscriber, for the hooks below it. */
export function NotificationProvider({
  backendUrl,
  socketUrl = backendUrl,
  ...props
}: NotificationProviderProps) {
  // A different backend needs a new client, and every actor holding the old one starts over with it.
  return (
    <NotificationScope
      key={`${backendUrl} ${socketUrl}`}
      backendUrl={backendUrl}
      socketUrl={socketUrl}
      {...props}
    />
  );
}

function NotificationScope({
  applicationIdentifier,
  subscriberId,
  subscriberHash,
  backendUrl,
  socketUrl,
  children,
}: NotificationProviderProps & { socketUrl: string }) {
  const [api] = useState(() => createApiClient({ backendUrl }));
  const session = useActorRef(sessionMachine, {
    input: { api, applicationIdentifier, subscriberId, subscriberHash },
  });
  const unseenCount = useActorRef(unseenCountMachine, { input: { api, socketUrl } });

  useEffect(() => linkUnseenCountToSession(session, unseenCount), [session, unseenCount]);

  // A new subscriber restarts the session; the same one is ignored by the machine, so the first run is a no-op.
  useEffect(() => {
    session.send({ type: 'session.configure', applicationIdentifier, subscriberId, subscriberHash });
  }, [session, applicationIdentifier, subscriberId, subscriberHash]);

  const actors = useMemo(() => ({ api, session, unseenCount }), [api, session, unseenCount]);
  return <NotificationContext value={actors}>{children}</NotificationContext>;
}
