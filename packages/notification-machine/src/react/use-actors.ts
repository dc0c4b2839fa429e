// The hooks' way to the system's actors: each is undefined until the system's code (and, for the feeds and the
// preferences, their view's code) has arrived, and the hooks answer a loading state meanwhile. Actors are read
// with @xstate/react's useSelector (decision 0032).
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { NotificationSystemSnapshot } from '../system/notification-system.machine.js';
import { useNotificationScope } from './notification-context.js';
import type { NotificationScope } from './notification-context.js';

/**
 * An actor as the hooks read it. An actor that failed (an error no state of its machine handled) keeps showing its
 * last snapshot before the failure, and the failure goes to the console: `useSelector` would throw it into the
 * host's render, and a notification bell must never take its host's page down.
 */
function lastGoodSnapshot<A extends AnyActorRef>(actor: A): Pick<A, 'subscribe' | 'getSnapshot'> {
  let good: SnapshotFrom<A> | undefined;
  let reported = false;
  return {
    subscribe: actor.subscribe.bind(actor) as A['subscribe'],
    getSnapshot: () => {
      const snapshot = actor.getSnapshot() as SnapshotFrom<A>;
      const { status, error } = snapshot as { status?: string; error?: unknown };
      if (status !== 'error' || good === undefined) return (good = snapshot);
      if (!reported) {
        reported = true;
        console.error('The notification system stopped on an error:', error);
      }
      return good;
    },
  };
}

/**
 * Reads `select` of an actor's snapshot, or `fallback` while the actor is not there yet. `select` must answer the
 * same value for the same snapshot (a field of it, or a primitive), as React's store contract asks.
 */
export function useSnapshot<A extends AnyActorRef, T>(
  actor: A | undefined,
  select: (snapshot: SnapshotFrom<A>) => T,
  fallback: T,
): T {
  const readable = useMemo(() => actor && lastGoodSnapshot(actor), [actor]);
  return useSelector(readable, (snapshot) =>
    snapshot === undefined ? fallback : select(snapshot as SnapshotFrom<A>),
  );
}

/** The scope with the actor `pick` chooses from the system's context. */
export function useSystemActor<T>(
  hookName: string,
  pick: (context: NotificationSystemSnapshot['context']) => T,
): [T | undefined, NotificationScope] {
  const scope = useNotificationScope(hookName);
  const actor = useSnapshot(scope.system, (snapshot) => pick(snapshot.context), undefined);
  return [actor, scope];
}
