// Ends a guest visit on the server when the guest leaves (docs/decisions/0015-guest-browsing.md). The app
// forgets the visit either way; a refused or failed call changes nothing for the guest.
import { API_PREFIX } from '@herald/protocol';
import { sessionToken } from './token';

export function endGuestVisit(): void {
  const token = sessionToken();
  if (!token) return;
  void fetch(`${window.location.origin}${API_PREFIX}/guest-sessions/current`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
    keepalive: true,
  }).catch(() => undefined);
}
