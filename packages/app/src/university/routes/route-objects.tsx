// The university's routes: its public pages (sign-in, guest entry, passwords, single sign-on, no access) and the
// shell with every page of docs/product.md §2 inside it, each behind its guard.
import { redirect, type RouteObject } from 'react-router';
import { SSO_CALLBACK_PATH, UNIVERSITY_ROUTES } from '@herald/protocol';
import { StartFailure } from '../shell/StartFailure';
import { readSession } from '../../shared/session/token';
import { guard } from './guard';
import { HOME_BY_ROLE, SHELL_ROUTES } from './routes';
import { SHELL_ROUTE_ID } from '../shell/shell-data';
import type { RouteHandle } from '../../shared/shell/page-title';
import { t } from '../../shared/i18n/en';

/** Sign-in pages send a visitor who is already signed in to their home. */
function homeIfSignedIn() {
  const session = readSession();
  if (session.kind === 'signed-in') throw redirect(HOME_BY_ROLE[session.payload.roleID]);
  return null;
}

export const universityRouteObjects: RouteObject[] = [
  {
    path: UNIVERSITY_ROUTES.public.studentSignIn,
    loader: homeIfSignedIn,
    handle: { title: t.signIn.student.title } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../pages/LoginPage')).StudentLoginPage }),
  },
  {
    path: UNIVERSITY_ROUTES.public.staffSignIn,
    loader: homeIfSignedIn,
    handle: { title: t.signIn.staff.title } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../pages/LoginPage')).StaffLoginPage }),
  },
  {
    path: UNIVERSITY_ROUTES.public.guestEntry,
    loader: homeIfSignedIn,
    handle: { title: t.guest.title } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../pages/GuestEntryPage')).GuestEntryPage }),
  },
  {
    path: UNIVERSITY_ROUTES.public.forgotPassword,
    handle: { title: t.forgotPassword.title } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../pages/PublicPage')).ForgotPasswordPage }),
  },
  {
    path: UNIVERSITY_ROUTES.public.resetPassword,
    handle: { title: t.resetPassword.title } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../pages/PublicPage')).ResetPasswordPage }),
  },
  {
    path: SSO_CALLBACK_PATH,
    handle: { title: t.sso.title } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../sso/SsoCallbackPage')).SsoCallbackPage }),
  },
  {
    path: UNIVERSITY_ROUTES.public.noAccess,
    handle: { title: t.noAccess.title } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../pages/NoAccessPage')).NoAccessPage }),
  },
  {
    id: SHELL_ROUTE_ID,
    // The account or the institution could not be read: why, and a retry where the person is.
    errorElement: <StartFailure />,
    lazy: async () => {
      const { Shell, loader } = await import('../shell/Shell');
      return { Component: Shell, loader };
    },
    children: SHELL_ROUTES.map((route): RouteObject => ({
      path: route.path,
      loader: guard(route.roles),
      handle: { title: route.title } satisfies RouteHandle,
      lazy: async () => ({ Component: await route.page() }),
    })),
  },
];
