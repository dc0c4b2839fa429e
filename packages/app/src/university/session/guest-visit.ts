// Ends a guest visit on the server when the guest leaves (docs/decisions/0015-guest-browsing.md). The app
// forgets the visit either way; a refused or failed call changes nothing for the guest.
import { tellServer } from '../../shared/data/files';
import { sessionToken } from '../../shared/session/token';

export function endGuestVisit(): void {
  if (!sessionToken()) return;
  tellServer('DELETE', '/guest-sessions/current');
}
