// Kept apart from the schemas, free of zod, so that the app's first chunk can import it.
/**
 * The app pages of the platform's members: the server links to them (invitation email, single sign-on) and the
 * app serves them, so both take them from here.
 */
export const PLATFORM_PATHS = {
  console: '/platform',
  signIn: '/platform/sign-in',
  invitation: '/platform/invitation',
  ssoCallback: '/platform/sso/callback',
  onboarding: '/platform/onboarding',
} as const;
