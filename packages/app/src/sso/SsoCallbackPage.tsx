// `/sso/callback`: the server hands the session token over in the URL fragment, which no server ever sees.
// The page stores it the way a password sign-in does, wipes the fragment, and opens the page the person asked
// for before signing in (the role's home when it is not one the role may open).
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SSO_ERROR_PARAM } from '@herald/protocol';
import { parseSsoFragment } from '@herald/protocol/schemas';
import { t } from '../i18n/en';
import { afterSignIn } from '../routes/return-path';
import { decodeToken, storeToken } from '../session/token';
import * as pageStyles from '../pages/pages.css';

export function SsoCallbackPage() {
  const navigate = useNavigate();

  useEffect(() => {
    const handedOver = parseSsoFragment(window.location.hash);
    // The token must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const payload = handedOver ? decodeToken(handedOver.token) : undefined;
    if (!handedOver || !payload) {
      const query = new URLSearchParams({ [SSO_ERROR_PARAM]: t.sso.incomplete });
      void navigate(`/?${query.toString()}`, { replace: true });
      return;
    }
    storeToken(handedOver.token);
    void navigate(afterSignIn(payload.roleID, handedOver.returnTo), { replace: true });
  }, [navigate]);

  return (
    <main className={pageStyles.centered}>
      <p className={pageStyles.lead} role="status">
        {t.sso.signingIn}
      </p>
    </main>
  );
}
