// `/platform/sso/callback#code=…`: a member's single sign-on hands over a one-time code in the fragment, which
// only this browser (holding the cookie the server's callback set) exchanges for the member token. The token is
// stored apart from the university app's token, the fragment wiped, and the console opens (which asks the
// onboarding question first when it is unanswered).
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { SSO_ERROR_PARAM } from '@herald/protocol';
import { parseSsoFragment } from '@herald/protocol/schemas';
import * as styles from '../shared/pages/pages.css';
import { exchangeSsoCode } from '../shared/sso/sso';
import { PLATFORM_PATHS } from './paths';
import { storeMemberToken } from './session';
import { p } from './platform.en';

export function PlatformSsoCallbackPage() {
  const navigate = useNavigate();
  // The code is spent by its first exchange: the effect's second run in development must not try again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const handedOver = parseSsoFragment(window.location.hash);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const fail = (reason: string = p.callback.failed) => {
      const query = new URLSearchParams({ [SSO_ERROR_PARAM]: reason });
      void navigate(`${PLATFORM_PATHS.signIn}?${query.toString()}`, { replace: true });
    };
    if (!handedOver) return fail();
    void exchangeSsoCode(handedOver.code, 'member').then((session) => {
      if (!('token' in session) || session.token.split('.').length !== 3) {
        return fail('refused' in session ? session.refused : undefined);
      }
      storeMemberToken(session.token);
      const inside = session.returnTo.startsWith(PLATFORM_PATHS.console);
      void navigate(inside ? session.returnTo : PLATFORM_PATHS.console, { replace: true });
    });
  }, [navigate]);

  return (
    <main className={styles.centered}>
      <p className={styles.lead} role="status">
        {p.callback.status}
      </p>
    </main>
  );
}
