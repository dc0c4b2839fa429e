// Signing out ends the account's session on the server too, so a token taken from this browser opens nothing
// afterwards (POST /v1/auth/logout). The app forgets the session either way; a refused or failed call changes
// nothing for the person signing out.
import { tellServer } from '../../shared/data/files';
import { readSession } from '../../shared/session/token';

export function endAccountSession(): void {
  if (readSession().kind !== 'signed-in') return;
  tellServer('POST', '/auth/logout');
}
