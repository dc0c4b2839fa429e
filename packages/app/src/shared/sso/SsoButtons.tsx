// The sign-in pages' single sign-on buttons: one per provider the server lists, nothing when it lists none.
// A failed sign-in comes back to the page with its reason in `?ssoError=…`, shown here.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@herald/ui';
import { UNIVERSITY_ROUTES } from '@herald/protocol';
import { t } from '../i18n/en';
import * as pageStyles from '../pages/pages.css';
import { SSO_ERROR_QUERY, fetchSsoProviders, ssoStartUrl, type SsoKind, type SsoProviderLink } from './sso';

export interface SsoButtonsProps {
  /** Where the app goes after signing in (the role's home when absent). */
  returnTo?: string;
  /** Follows the start address; tests pass their own. */
  navigate?: (url: string) => void;
  /** `member` for the notification platform's sign-in page; the university's accounts by default. */
  variant?: SsoKind;
}

export function SsoButtons({
  returnTo = UNIVERSITY_ROUTES.public.studentSignIn,
  navigate = (url) => window.location.assign(url),
  variant = 'account',
}: SsoButtonsProps) {
  const [providers, setProviders] = useState<SsoProviderLink[]>([]);
  const [pending, setPending] = useState<string>();
  const [searchParams] = useSearchParams();
  const error = searchParams.get(SSO_ERROR_QUERY);

  useEffect(() => {
    const controller = new AbortController();
    fetchSsoProviders(controller.signal, variant).then(setProviders, () => setProviders([]));
    return () => controller.abort();
  }, [variant]);

  return (
    <>
      {error ? (
        <p className={pageStyles.alert} role="alert">
          {error}
        </p>
      ) : null}
      {providers.length > 0 ? (
        <div className={pageStyles.form} role="group" aria-label={t.sso.providers}>
          {providers.map((provider) => (
            <Button
              key={provider.id}
              variant="secondary"
              loading={pending === provider.id}
              onClick={() => {
                setPending(provider.id);
                navigate(ssoStartUrl(provider.id, returnTo, variant));
              }}
            >
              {t.sso.signInWith(provider.name)}
            </Button>
          ))}
        </div>
      ) : null}
    </>
  );
}
