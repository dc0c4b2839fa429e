// Single sign-on's fixed names, shared by the app and the server.
/** The app page the callback redirects to; the token travels in the fragment, which never reaches a server. */
export const SSO_CALLBACK_PATH = '/sso/callback';

/** Query parameter of the sign-in page that carries a failed single sign-on's message. */
export const SSO_ERROR_PARAM = 'ssoError';
