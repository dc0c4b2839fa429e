// The platform's app paths. The server names the invitation link, the single sign-on callback and the
// sign-in page (packages/server/src/platform, sso); these must stay equal to them.
export const PLATFORM_PATHS = {
  console: '/platform',
  signIn: '/platform/sign-in',
  invitation: '/platform/invitation',
  ssoCallback: '/platform/sso/callback',
  onboarding: '/platform/onboarding',
} as const;
