import type { Readable } from '../store/light-store.js';
import { isSessionReady, sessionToken } from '../session/session.selectors.js';
import type { SessionSnapshot } from '../session/session.selectors.js';

/** Any actor that follows the session: the counts, a feed, the organisation, the preferences. */
export interface SessionFollower {
  send(event: { type: 'session.ready'; token: string } | { type: 'session.ended' }): void;
}

/**
 * Feeds the session's token to an actor: `session.ready` whenever the session is ready (again after a renewal),
 * `session.ended` otherwise. Repeated events are ignored by the actors. Returns the unlink function.
 */
export function linkUnseenCountToSession(
  session: Readable<SessionSnapshot>,
  follower: SessionFollower,
): () => void {
  const forward = (snapshot: SessionSnapshot) => {
    const token = sessionToken(snapshot);
    if (isSessionReady(snapshot) && token !== undefined) follower.send({ type: 'session.ready', token });
    else follower.send({ type: 'session.ended' });
  };
  forward(session.getSnapshot());
  const subscription = session.subscribe(forward);
  return () => subscription.unsubscribe();
}
