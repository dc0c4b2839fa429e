import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE_ID, STORAGE_KEYS } from '@herald/protocol';
import { appTokenPayloadSchema } from '@herald/protocol/schemas';
import {
  GUEST_FACULTY_KEY,
  clearSession,
  decodeToken,
  isGuestVisit,
  readSession,
  sessionRole,
  sessionToken,
  storeGuestVisit,
  storeToken,
  tokenPayload,
} from './token';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

function tokenWith(payload: unknown, encode = (json: string) => btoa(json)): string {
  const base64url = (text: string) => encode(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(payload))}.signature`;
}

const valid = { id: 7, roleID: ROLE_ID.STUDENT, exp: NOW / 1000 + 3600 };

beforeEach(() => localStorage.clear());

describe('decodeToken (docs/product.md §5)', () => {
  it('reads id, roleID and exp from a well-formed token', () => {
    expect(decodeToken(tokenWith(valid))).toEqual(valid);
  });

  it.each([
    ['not a string', 42],
    ['a missing part', 'header.payload'],
    ['an empty part', 'header..signature'],
    ['bad base64', 'aGVhZGVy.@@@.c2ln'],
    ['bad JSON', `${btoa('{}')}.${btoa('{not json')}.sig`],
    ['an unknown role', tokenWith({ ...valid, roleID: 9 })],
    ['no exp', tokenWith({ id: 7, roleID: 4 })],
  ])('rejects a token with %s', (_reason, token) => {
    expect(decodeToken(token)).toBeUndefined();
  });

  it('reads a payload with non-ASCII characters', () => {
    const utf8 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
    expect(decodeToken(tokenWith({ ...valid, name: 'Zoë' }, utf8))).toMatchObject(valid);
  });
});

describe('tokenPayload', () => {
  it.each([
    valid,
    { ...valid, extra: 'ignored' },
    { ...valid, id: 0 },
    { ...valid, id: 1.5 },
    { ...valid, id: '7' },
    { ...valid, roleID: 0 },
    { ...valid, roleID: ROLE_ID.GUEST },
    { ...valid, exp: -1 },
    { ...valid, exp: null },
    { id: 7, roleID: 4 },
    null,
    [],
    'text',
  ])('answers as the shared appTokenPayloadSchema for %j', (payload) => {
    const parsed = appTokenPayloadSchema.safeParse(payload);
    expect(tokenPayload(payload)).toEqual(parsed.success ? parsed.data : undefined);
  });
});

describe('readSession', () => {
  it('is signed in with an unexpired token', () => {
    storeToken(tokenWith(valid));
    const session = readSession(localStorage, NOW);
    expect(session.kind).toBe('signed-in');
    expect(sessionRole(session)).toBe(ROLE_ID.STUDENT);
  });

  it('is expired once exp has passed', () => {
    storeToken(tokenWith({ ...valid, exp: NOW / 1000 - 1 }));
    expect(readSession(localStorage, NOW).kind).toBe('expired');
  });

  it('treats the guest marker as the guest role', () => {
    localStorage.setItem(STORAGE_KEYS.guestMarker, '1');
    const session = readSession(localStorage, NOW);
    expect(session.kind).toBe('guest');
    expect(sessionRole(session)).toBe(ROLE_ID.GUEST);
  });

  it('ends the session of an unreadable token as an expired one, even beside a guest marker', () => {
    localStorage.setItem(STORAGE_KEYS.appToken, 'garbage');
    expect(readSession(localStorage, NOW).kind).toBe('expired');
    localStorage.setItem(STORAGE_KEYS.guestMarker, '1');
    expect(readSession(localStorage, NOW).kind).toBe('expired');
  });

  it('clears the token, the guest marker and the widget token on logout', () => {
    storeToken(tokenWith(valid));
    localStorage.setItem(STORAGE_KEYS.widgetToken, 'widget');
    localStorage.setItem(STORAGE_KEYS.guestMarker, '1');
    clearSession();
    expect(localStorage.length).toBe(0);
  });
});

describe('a guest visit (docs/decisions/0015-guest-browsing.md)', () => {
  const visit = { sid: '0f8e2a52-5d0b-4d43-9a53-3d7c1c1e9b10', facultyId: 3, exp: NOW / 1000 + 3600 };

  it('keeps its token as the guest marker, replacing an account session', () => {
    storeToken(tokenWith(valid));
    localStorage.setItem(STORAGE_KEYS.widgetToken, 'widget');
    const token = tokenWith(visit);
    storeGuestVisit(token);
    expect(localStorage.getItem(STORAGE_KEYS.guestMarker)).toBe(token);
    expect(localStorage.getItem(STORAGE_KEYS.appToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.widgetToken)).toBeNull();
    const session = readSession(localStorage, NOW);
    expect(session).toEqual({ kind: 'guest', token, expiresAt: visit.exp * 1000 });
    expect(sessionRole(session)).toBe(ROLE_ID.GUEST);
    expect(sessionToken(session)).toBe(token);
    expect(isGuestVisit(session)).toBe(true);
  });

  it('names the faculty it browses from the opening’s answer, beside the marker, until the visit ends', () => {
    const token = tokenWith(visit);
    storeGuestVisit(token, 'Faculty of Computing');
    expect(localStorage.getItem(STORAGE_KEYS.guestMarker)).toBe(token);
    const session = readSession(localStorage, NOW);
    expect(session).toEqual({
      kind: 'guest',
      token,
      expiresAt: visit.exp * 1000,
      facultyName: 'Faculty of Computing',
    });
    expect(sessionRole(session)).toBe(ROLE_ID.GUEST);
    clearSession();
    expect(localStorage.length).toBe(0);
  });

  it('ignores a stored name that belongs to another faculty or is not readable', () => {
    const token = tokenWith(visit);
    storeGuestVisit(token);
    for (const stored of [JSON.stringify({ facultyId: 4, name: 'Faculty of Law' }), '{not json', '"x"']) {
      localStorage.setItem(GUEST_FACULTY_KEY, stored);
      expect(readSession(localStorage, NOW)).toEqual({ kind: 'guest', token, expiresAt: visit.exp * 1000 });
    }
    // A new visit without a name forgets the previous one's, and signing in forgets any.
    storeGuestVisit(token, 'Faculty of Computing');
    storeGuestVisit(token);
    expect(localStorage.getItem(GUEST_FACULTY_KEY)).toBeNull();
    storeGuestVisit(token, 'Faculty of Computing');
    storeToken(tokenWith(valid));
    expect(localStorage.getItem(GUEST_FACULTY_KEY)).toBeNull();
  });

  it('ends like an app token once its exp has passed', () => {
    storeGuestVisit(tokenWith({ ...visit, exp: NOW / 1000 - 1 }));
    expect(readSession(localStorage, NOW).kind).toBe('expired');
  });

  it('sends no token for a marker that holds none, and signing in ends the visit', () => {
    localStorage.setItem(STORAGE_KEYS.guestMarker, '1');
    const marker = readSession(localStorage, NOW);
    expect(sessionToken(marker)).toBeUndefined();
    expect(isGuestVisit(marker)).toBe(false);
    storeGuestVisit(tokenWith(visit));
    storeToken(tokenWith(valid));
    expect(readSession(localStorage, NOW).kind).toBe('signed-in');
    expect(localStorage.getItem(STORAGE_KEYS.guestMarker)).toBeNull();
  });
});
