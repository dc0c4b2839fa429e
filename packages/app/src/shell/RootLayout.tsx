// The root of every page: the design system's provider with the router's link, the page title, and focus
// moved to the page heading after each navigation so screen-reader users hear where they are.
import { forwardRef, useEffect, useRef } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { UIProvider, type LinkComponentProps } from '@herald/ui';
import { pageLocale } from '../i18n/locale';
import { endRefusedSession } from '../routes/return-path';
import { onRefusedSession } from '../session/refused';
import { usePageTitle } from './page-title';

const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
  { href, ...props },
  ref,
) {
  return <Link ref={ref} to={href} {...props} />;
});

/** A page's request refused the session: end it and sign in again, back to the page. */
function useSignInWhenRefused() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(
    () =>
      onRefusedSession(() => {
        void navigate(endRefusedSession(pathname + search), { replace: true });
      }),
    [navigate, pathname, search],
  );
}

export function RootLayout() {
  const title = usePageTitle();
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useSignInWhenRefused();

  useEffect(() => {
    document.title = title ? `${title} · Herald` : 'Herald';
  }, [title]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.querySelector<HTMLElement>('h1[tabindex="-1"]')?.focus();
  }, [pathname]);

  return (
    // The pages follow the reader's light or dark setting.
    <UIProvider linkComponent={RouterLink} mode="system" locale={pageLocale()}>
      <Outlet />
    </UIProvider>
  );
}
