export {
  createSessionActor,
  defaultTokenStorage,
  initializeSession,
  sessionMachine,
  tokenExpiresAt,
} from './session.machine.js';
export type { SessionActor, SessionValue } from './session.machine.js';
export {
  isSessionReady,
  sessionError,
  sessionProfile,
  sessionStatus,
  sessionToken,
} from './session.selectors.js';
export type { SessionSnapshot } from './session.selectors.js';
export { SESSION_STATUSES } from './session.types.js';
export type {
  InitializeSessionInput,
  SessionContext,
  SessionEvent,
  SessionInput,
  SessionStatus,
  StartedSession,
  SubscriberIdentity,
  TokenStorage,
} from './session.types.js';
