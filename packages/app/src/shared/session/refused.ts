// The server refused the session's token on a page's request (expired, revoked, account deactivated). The
// request layer says so here; the app's root ends the session and opens sign-in (RootLayout).

const listeners = new Set<() => void>();

/** Says that the server refused the session's token. */
export function reportRefusedSession(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` on each refused request; answers the function that stops it. */
export function onRefusedSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
