// Signing out ends the account's session on the server too, so a token taken from this browser opens nothing
// afterwards (POST /v1/auth/logout). The app forgets the session either way; a refused or failed call changes
// nothing for the person signing out.
import { API_PREFIX } from '@herald/protocol';
import { readSession } from './token';

export function endAccountSession(): void {
  const session = readSession();
  if (session.kind !== 'signed-in') return;
  void fetch(`${window.location.origin}${API_PREFIX}/auth/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}` },
    keepalive: true,
  }).catch(() => undefined);
}
