// A new password retires the account's subscriber hash and closes the bell's sockets on the server; a renewal of
// the bell's widget session with the old hash would be refused. So the page that changes the password holds the
// bell first (the shell then suspends its session: no renewal, no socket, the count kept), retires the old hash once
// the change is made, and lets the hold go. The bell stays still for as long as the shell still holds the retired
// hash: a reading of the account that was cut short (the page left meanwhile) never restarts it with that hash.
import { useSyncExternalStore } from 'react';

let holds = 0;
let retired: string | undefined;
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/** Holds the bell's widget session until the answered function is called (once). */
export function holdBell(): () => void {
  holds += 1;
  changed();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    changed();
  };
}

/** The server no longer accepts this subscriber hash: the bell waits until the account is read with its new one. */
export function retireSubscriberHash(hash: string): void {
  retired = hash;
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the bell is held, or `subscriberHash` (the one the shell read) has been retired. */
export function useBellHeld(subscriberHash: string | undefined): boolean {
  return useSyncExternalStore(
    subscribe,
    () => holds > 0 || (subscriberHash !== undefined && subscriberHash === retired),
    () => false,
  );
}
