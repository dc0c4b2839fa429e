// The notification platform's member pages: one lazy chunk, apart from the university app's pages.
export { PlatformSignInPage } from './SignInPage';
export { PlatformInvitationPage } from './InvitationPage';
export { PlatformSsoCallbackPage } from './SsoCallbackPage';
export { PlatformOnboardingPage } from './OnboardingPage';
export { PlatformConsolePage } from './ConsolePage';
