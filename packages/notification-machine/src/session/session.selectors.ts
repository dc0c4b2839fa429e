import type { SubscriberProfile } from '@herald/notification-protocol';
import type { SessionSnapshot } from './session.machine.js';
import type { SessionStatus } from './session.types.js';

export type { SessionSnapshot } from './session.machine.js';

export const sessionStatus = (snapshot: SessionSnapshot): SessionStatus =>
  typeof snapshot.value === 'string' ? snapshot.value : snapshot.value.starting;
/** The token serves while it is being renewed or the session is held still, so data keeps flowing. */
export const isSessionReady = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches('ready') ||
  snapshot.matches({ starting: 'refreshing' }) ||
  (snapshot.matches('suspended') && snapshot.context.token !== undefined);
/** The message to show when the session could not start. */
export const sessionError = (snapshot: SessionSnapshot): string | undefined => snapshot.context.error;
export const sessionToken = (snapshot: SessionSnapshot): string | undefined => snapshot.context.token;
export const sessionProfile = (snapshot: SessionSnapshot): SubscriberProfile | undefined =>
  snapshot.context.profile;
