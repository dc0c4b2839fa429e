// The root of every page: the design system's provider with the router's link, the page title, and focus
// moved to the page heading after each navigation so screen-reader users hear where they are.
import { forwardRef, useEffect, useRef } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { UIProvider, type LinkComponentProps } from '@herald/ui';
import { pageLocale } from '../i18n/locale';
import { onRefusedSession } from '../session/refused';
import { usePageTitle } from './page-title';

const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
  { href, ...props },
  ref,
) {
  return <Link ref={ref} to={href} {...props} />;
});

/** A page's request refused the session: end it and sign in again, back to the page. */
function useSignInWhenRefused(signInAgain: RootLayoutProps['signInAgain']) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(
    () =>
      onRefusedSession(() => {
        void navigate(signInAgain(pathname + search), { replace: true });
      }),
    [navigate, pathname, search, signInAgain],
  );
}

export interface RootLayoutProps {
  /** Ends a session the server refused and answers the sign-in page that comes back to `path`. */
  signInAgain: (path: string) => string;
}

export function RootLayout({ signInAgain }: RootLayoutProps) {
  const title = usePageTitle();
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useSignInWhenRefused(signInAgain);

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
