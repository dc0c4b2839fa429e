// The hooks' way to the system's actors: each is undefined until the system's code (and, for the feeds and the
// preferences, their view's code) has arrived, and the hooks answer a loading state meanwhile. Actors are read
// with @xstate/react's useSelector (decision 0032), and a hook's value is its actor's connect function's view.
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
  return useSelector(useReadable(actor), (snapshot) =>
    snapshot === undefined ? fallback : select(snapshot as SnapshotFrom<A>),
  );
}

type Same = (previous: unknown, next: unknown) => boolean;

/** Objects whose own values are `same`, one by one (a view's shape never changes, so its keys need no check). */
const sameFields = (previous: unknown, next: unknown, same: Same): boolean => {
  if (Object.is(previous, next)) return true;
  if (typeof previous !== 'object' || typeof next !== 'object' || !previous || !next) return false;
  const keys = Object.keys(previous);
  return (
    keys.length === Object.keys(next).length &&
    keys.every((key) =>
      same((previous as Record<string, unknown>)[key], (next as Record<string, unknown>)[key]),
    )
  );
};

/**
 * Two views are the same while every value and function in them is; two lists of views, view by view. (The
 * comparison of @xstate/react, `shallowEqual`, adds 0.15 KiB to the bell's first render for the same answer.)
 */
const sameView: Same = (previous, next) =>
  sameFields(previous, next, Array.isArray(previous) ? (a, b) => sameFields(a, b, Object.is) : Object.is);

function useReadable<A extends AnyActorRef>(actor: A | undefined) {
  return useMemo(() => actor && lastGoodSnapshot(actor), [actor]);
}

/**
 * An actor's view: `connect` of its snapshot (undefined while the actor is not there yet), kept the same object
 * until a value in it changes, so a component re-renders only for what it shows.
 */
export function useView<A extends AnyActorRef, V>(
  actor: A | undefined,
  connect: (snapshot: SnapshotFrom<A> | undefined) => V,
): V {
  return useSelector(
    useReadable(actor),
    (snapshot) => connect(snapshot as SnapshotFrom<A> | undefined),
    sameView,
  );
}

/** Sends to the actor while it is there; one function per actor, so the view's functions stay the same. */
export function useSend<E>(actor: { send(event: E): void } | undefined): (event: E) => void {
  return useMemo(() => (event: E) => actor?.send(event), [actor]);
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
