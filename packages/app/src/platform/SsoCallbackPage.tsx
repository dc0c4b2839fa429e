// `/platform/sso/callback#token=…&returnTo=…`: a member's single sign-on hands the member token over in the
// fragment. It is stored apart from the university app's token, wiped from the address bar, and the console
// opens (which asks the onboarding question first when it is unanswered).
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SSO_ERROR_PARAM } from '@herald/protocol';
import { parseSsoFragment } from '@herald/protocol/schemas';
import * as styles from '../pages/pages.css';
import { PLATFORM_PATHS } from './paths';
import { storeMemberToken } from './session';
import { p } from '../i18n/platform.en';

export function PlatformSsoCallbackPage() {
  const navigate = useNavigate();

  useEffect(() => {
    const handedOver = parseSsoFragment(window.location.hash);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!handedOver || handedOver.token.split('.').length !== 3) {
      const query = new URLSearchParams({ [SSO_ERROR_PARAM]: p.callback.failed });
      void navigate(`${PLATFORM_PATHS.signIn}?${query.toString()}`, { replace: true });
      return;
    }
    storeMemberToken(handedOver.token);
    const inside = handedOver.returnTo.startsWith(PLATFORM_PATHS.console);
    void navigate(inside ? handedOver.returnTo : PLATFORM_PATHS.console, { replace: true });
  }, [navigate]);

  return (
    <main className={styles.centered}>
      <p className={styles.lead} role="status">
        {p.callback.status}
      </p>
    </main>
  );
}
