// `/sso/callback#code=…`: the server hands over a one-time code in the URL fragment, which no server ever sees.
// The page wipes the fragment, exchanges the code for the session (which only this browser, holding the cookie
// the server's callback set, can), stores the token the way a password sign-in does, and opens the page the
// person asked for before signing in (the role's home when it is not one the role may open).
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { SSO_ERROR_PARAM, UNIVERSITY_ROUTES } from '@herald/protocol';
import { parseSsoFragment } from '@herald/protocol/schemas';
import { t } from '../../shared/i18n/en';
import { afterSignIn } from '../routes/return-path';
import { decodeToken, storeToken } from '../../shared/session/token';
import * as pageStyles from '../../shared/pages/pages.css';
import { exchangeSsoCode } from '../../shared/sso/sso';

export function SsoCallbackPage() {
  const navigate = useNavigate();
  // The code is spent by its first exchange: the effect's second run in development must not try again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const handedOver = parseSsoFragment(window.location.hash);
    // The code must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const fail = (reason: string = t.sso.incomplete) => {
      const query = new URLSearchParams({ [SSO_ERROR_PARAM]: reason });
      void navigate(`${UNIVERSITY_ROUTES.public.studentSignIn}?${query.toString()}`, { replace: true });
    };
    if (!handedOver) return fail();
    void exchangeSsoCode(handedOver.code).then((session) => {
      const payload = 'token' in session ? decodeToken(session.token) : undefined;
      if (!('token' in session) || !payload) return fail('refused' in session ? session.refused : undefined);
      storeToken(session.token);
      void navigate(afterSignIn(payload.roleID, session.returnTo), { replace: true });
    });
  }, [navigate]);

  return (
    <main className={pageStyles.centered}>
      <p className={pageStyles.lead} role="status">
        {t.sso.signingIn}
      </p>
    </main>
  );
}
