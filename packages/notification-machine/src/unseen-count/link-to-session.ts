import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../session/session.machine.js';
import { isSessionReady, sessionToken } from '../session/session.selectors.js';
import type { SessionSnapshot } from '../session/session.selectors.js';
import type { unseenCountMachine } from './unseen-count.machine.js';

/**
 * Feeds the session's token to the unseen count: `session.ready` whenever the session is ready, `session.ended`
 * otherwise. Safe to call again for the same pair (repeated events are ignored). Returns the unlink function.
 */
export function linkUnseenCountToSession(
  session: ActorRefFrom<typeof sessionMachine>,
  unseenCount: ActorRefFrom<typeof unseenCountMachine>,
): () => void {
  const forward = (snapshot: SessionSnapshot) => {
    const token = sessionToken(snapshot);
    if (isSessionReady(snapshot) && token !== undefined) unseenCount.send({ type: 'session.ready', token });
    else unseenCount.send({ type: 'session.ended' });
  };
  forward(session.getSnapshot());
  const subscription = session.subscribe(forward);
  return () => subscription.unsubscribe();
}
