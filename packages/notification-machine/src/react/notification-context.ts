import { createContext, useContext } from 'react';
import { outsideProviderMessage } from '@herald/protocol';
import type { ActorRefFrom } from 'xstate';
import type { ApiClient } from '../api/api.types.js';
import type { sessionMachine } from '../session/session.machine.js';
import type { unseenCountMachine } from '../unseen-count/unseen-count.machine.js';

export interface NotificationActors {
  api: ApiClient;
  session: ActorRefFrom<typeof sessionMachine>;
  unseenCount: ActorRefFrom<typeof unseenCountMachine>;
}

export const NotificationContext = createContext<NotificationActors | null>(null);

/** The provider's actors; `hookName` names the hook in the developer error raised outside the provider. */
export function useNotificationActors(hookName: string): NotificationActors {
  const actors = useContext(NotificationContext);
  if (actors === null) throw new Error(outsideProviderMessage(hookName));
  return actors;
}
