// The platform's routes for the app router: each page from the one lazy platform chunk. Outside the
// university shell and its guard: the member token is the platform's own session.
import { redirect, type RouteObject } from 'react-router';
import type * as PlatformPages from './index';
import { PLATFORM_PATHS } from './paths';
import { readMemberToken } from './session';

const page = (name: keyof typeof PlatformPages) => async () => ({
  Component: (await import('./index'))[name],
});

export const platformRouteObjects: RouteObject[] = [
  {
    path: PLATFORM_PATHS.console,
    handle: { title: 'Organisation' },
    lazy: page('PlatformConsolePage'),
  },
  {
    path: PLATFORM_PATHS.signIn,
    // A member already signed in goes to the console.
    loader: () => {
      if (readMemberToken()) throw redirect(PLATFORM_PATHS.console);
      return null;
    },
    handle: { title: 'Platform sign in' },
    lazy: page('PlatformSignInPage'),
  },
  {
    path: PLATFORM_PATHS.invitation,
    handle: { title: 'Accept your invitation' },
    lazy: page('PlatformInvitationPage'),
  },
  {
    path: PLATFORM_PATHS.ssoCallback,
    handle: { title: 'Signing in' },
    lazy: page('PlatformSsoCallbackPage'),
  },
  {
    path: PLATFORM_PATHS.onboarding,
    handle: { title: 'Onboarding' },
    lazy: page('PlatformOnboardingPage'),
  },
];
