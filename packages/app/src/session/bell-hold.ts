// A new password retires the account's subscriber hash and closes the bell's sockets on the server; a renewal of
// the bell's widget session with the old hash would be refused. So the page that changes the password holds the
// bell first (the shell then gives it no subscriber, which stops its session and socket) and lets it go once the
// shell's loader has read the account again, with its new hash.
import { useSyncExternalStore } from 'react';

let holds = 0;
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

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the bell is held. */
export function useBellHeld(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => holds > 0,
    () => false,
  );
}
