// A small observable state holder for the actors the closed bell needs (the session, the counts, the
// organisation), so the first page load ships no state-machine library. It offers the surface of an XState actor
// that the hooks and the feed use: getSnapshot, subscribe, snapshots with `value`,
// `context` and `matches`. A slot holds the running work of a state (a request, a timer, a socket) and ends it
// when the state is left.

/** A state, or a parent state with its active child: 'ready', { starting: 'refreshing' }. */
export type StateValue = string | { readonly [parent: string]: string };

export interface LightSnapshot<Value extends StateValue, Context> {
  readonly value: Value;
  readonly context: Context;
  /** True for the state itself and for a parent of it: matches('active') holds in { active: 'loading' }. */
  matches(test: Value | (Value extends string ? never : keyof Value)): boolean;
}

export interface Subscription {
  unsubscribe(): void;
}

/** What the hooks read: the current snapshot, and a call on every change. */
export interface Readable<T> {
  getSnapshot(): T;
  subscribe(listener: (snapshot: T) => void): Subscription;
}

export interface LightStore<Value extends StateValue, Context> extends Readable<
  LightSnapshot<Value, Context>
> {
  /** Moves to `value` with `patch` merged into the context and tells every listener. */
  set(value: Value, patch?: Partial<Context>): void;
  /** Merges `patch` into the context, staying in the current state. */
  assign(patch: Partial<Context>): void;
}

export function matchesState(value: StateValue, test: StateValue): boolean {
  if (typeof test === 'object') {
    return Object.entries(test).every(
      ([parent, child]) => typeof value === 'object' && value[parent] === child,
    );
  }
  return value === test || (typeof value === 'object' && test in value);
}

function snapshotOf<Value extends StateValue, Context>(
  value: Value,
  context: Context,
): LightSnapshot<Value, Context> {
  return { value, context, matches: (test) => matchesState(value, test as StateValue) };
}

export function createLightStore<Value extends StateValue, Context>(
  value: Value,
  context: Context,
): LightStore<Value, Context> {
  let snapshot = snapshotOf(value, context);
  const listeners = new Set<(snapshot: LightSnapshot<Value, Context>) => void>();
  const set = (next: Value, patch: Partial<Context> = {}) => {
    snapshot = snapshotOf(next, { ...snapshot.context, ...patch });
    for (const listener of [...listeners]) listener(snapshot);
  };
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    set,
    assign: (patch) => set(snapshot.value, patch),
  };
}

/** Holds the work of one state; starting new work or clearing the slot ends the work before it. */
export interface Slot {
  /** Runs `load`; its answer reaches `done` (or its failure `failed`) only if the slot still holds it. */
  task<T>(
    load: (signal: AbortSignal) => Promise<T>,
    done: (value: T) => void,
    failed: (error: unknown) => void,
  ): void;
  /** Calls `fire` after `ms`, unless the slot moves on first. */
  timer(ms: number, fire: () => void): void;
  /** Holds work started elsewhere, ended by `stop`. */
  hold(stop: () => void): void;
  clear(): void;
}

export function createSlot(): Slot {
  let stop: (() => void) | undefined;
  const hold = (next?: () => void) => {
    const previous = stop;
    stop = next;
    previous?.();
  };
  /** Calls `then` if `work` is still the slot's, which it then no longer holds. */
  const finish = (work: () => void, then: () => void) => {
    if (stop !== work) return;
    stop = undefined;
    then();
  };
  return {
    task(load, done, failed) {
      const controller = new AbortController();
      const work = () => controller.abort();
      hold(work);
      load(controller.signal).then(
        (value) => finish(work, () => done(value)),
        (error: unknown) => finish(work, () => failed(error)),
      );
    },
    timer(ms, fire) {
      const work = () => clearTimeout(handle);
      const handle = setTimeout(() => finish(work, fire), ms);
      hold(work);
    },
    hold,
    clear: () => hold(),
  };
}
