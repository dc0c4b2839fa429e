// The app's session lives in localStorage under `token` (docs/product.md §9); guests carry a separate marker
// (docs/product.md §6). A guest visit keeps its guest session's token as the marker's value
// (docs/decisions/0015-guest-browsing.md).
import { ROLE_ID, STORAGE_KEYS, isRoleId, type AppTokenPayload, type RoleId } from '@herald/protocol';

export type Session =
  | { kind: 'signed-in'; token: string; payload: AppTokenPayload }
  /**
   * The guest marker; `token` and `expiresAt` when it holds a guest visit's token, and `facultyName` when the
   * visit's faculty was named on opening it.
   */
  | { kind: 'guest'; token?: string; expiresAt?: number; facultyName?: string }
  | { kind: 'expired' }
  | { kind: 'none' };

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

const positiveInteger = (value: unknown): value is number => Number.isSafeInteger(value) && Number(value) > 0;

/**
 * The payload's fields as `appTokenPayloadSchema` reads them (a unit test holds the two to the same answers),
 * checked by hand: every page's guard runs this, so the first download stays free of the schema library.
 */
export function tokenPayload(value: unknown): AppTokenPayload | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, roleID, exp } = value as Record<string, unknown>;
  if (!positiveInteger(id) || !positiveInteger(exp) || !isRoleId(roleID)) return undefined;
  return { id, roleID, exp };
}

/** A JWT's payload as JSON, or undefined when it is not a string, lacks a part, or has bad base64 or JSON. */
function jwtPayload(token: unknown): unknown {
  if (typeof token !== 'string') return undefined;
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part === '')) return undefined;
  try {
    return JSON.parse(decodeBase64Url(parts[1]!));
  } catch {
    return undefined;
  }
}

/**
 * Reads a login token's payload as the browser may (the server verifies the signature). Rejects, as
 * docs/product.md §5 says, a token that is not a string, lacks a part, or has bad base64 or bad JSON.
 */
export function decodeToken(token: unknown): AppTokenPayload | undefined {
  return tokenPayload(jwtPayload(token));
}

/** A guest visit's token: its session, faculty and expiry (epoch seconds). */
export function decodeGuestToken(token: unknown): { facultyId: number; exp: number } | undefined {
  const payload = jwtPayload(token);
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { sid, facultyId, exp } = payload as Record<string, unknown>;
  if (typeof sid !== 'string' || !positiveInteger(facultyId) || !positiveInteger(exp)) return undefined;
  return { facultyId, exp };
}

/**
 * The name of the faculty a guest visit browses, kept beside the marker as `{facultyId, name}`: the visit's
 * token names the faculty by id only. Read only while it matches the token's faculty.
 */
export const GUEST_FACULTY_KEY = 'guest_faculty';

function guestFacultyName(storage: Storage, facultyId: number): string | undefined {
  try {
    const stored = JSON.parse(storage.getItem(GUEST_FACULTY_KEY) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { facultyId: id, name } = stored as Record<string, unknown>;
    return id === facultyId && typeof name === 'string' && name.trim() !== '' ? name : undefined;
  } catch {
    return undefined;
  }
}

export function isExpired(payload: AppTokenPayload, now = Date.now()): boolean {
  return payload.exp * 1000 <= now;
}

export function readSession(storage: Storage = localStorage, now = Date.now()): Session {
  const token = storage.getItem(STORAGE_KEYS.appToken);
  if (token !== null) {
    const payload = decodeToken(token);
    if (payload && !isExpired(payload, now)) return { kind: 'signed-in', token, payload };
    // An unreadable token ends like an expired one: cleared, and the person starts again at sign-in.
    return { kind: 'expired' };
  }
  const marker = storage.getItem(STORAGE_KEYS.guestMarker);
  if (marker === null) return { kind: 'none' };
  const visit = decodeGuestToken(marker);
  if (!visit) return { kind: 'guest' };
  if (visit.exp * 1000 <= now) return { kind: 'expired' };
  const facultyName = guestFacultyName(storage, visit.facultyId);
  return { kind: 'guest', token: marker, expiresAt: visit.exp * 1000, ...(facultyName && { facultyName }) };
}

/** The bearer token the session's requests carry, if any. */
export function sessionToken(session: Session = readSession()): string | undefined {
  return session.kind === 'signed-in' || session.kind === 'guest' ? session.token : undefined;
}

/** Whether the session is a guest visit (a guest session's token, no account). */
export function isGuestVisit(session: Session = readSession()): boolean {
  return session.kind === 'guest' && session.token !== undefined;
}

/**
 * Whether the session is an account's (signed in). A guest marker, even one whose visit token cannot be read, has
 * no account: no profile, password or notification settings.
 */
export function hasAccount(session: Session = readSession()): boolean {
  return session.kind === 'signed-in';
}

/** Whether the session is the faculty's shared guest account: signed in, read-only (nobody changes its details). */
export function isSharedGuestAccount(session: Session = readSession()): boolean {
  return session.kind === 'signed-in' && session.payload.roleID === ROLE_ID.GUEST;
}

/** The role the guard checks: the token's role id, or the guest role for the guest marker. */
export function sessionRole(session: Session): RoleId | undefined {
  if (session.kind === 'signed-in') return session.payload.roleID;
  if (session.kind === 'guest') return ROLE_ID.GUEST;
  return undefined;
}

export function storeToken(token: string, storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEYS.guestMarker);
  storage.removeItem(GUEST_FACULTY_KEY);
  storage.setItem(STORAGE_KEYS.appToken, token);
}

/**
 * Starts a guest visit: the guest marker holds its token, the faculty's name (from the opening's answer) goes
 * beside it, and no account's token stays behind.
 */
export function storeGuestVisit(token: string, facultyName?: string, storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEYS.appToken);
  storage.removeItem(STORAGE_KEYS.widgetToken);
  storage.setItem(STORAGE_KEYS.guestMarker, token);
  const visit = decodeGuestToken(token);
  if (visit && facultyName) {
    storage.setItem(GUEST_FACULTY_KEY, JSON.stringify({ facultyId: visit.facultyId, name: facultyName }));
  } else storage.removeItem(GUEST_FACULTY_KEY);
}

/** Logout and expiry leave nothing of the session behind, the widget's token included. */
export function clearSession(storage: Storage = localStorage): void {
  for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
  storage.removeItem(GUEST_FACULTY_KEY);
}
