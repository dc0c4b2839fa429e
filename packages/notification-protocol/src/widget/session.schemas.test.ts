import { expect, test } from 'vitest';
import { sessionInitializeBodySchema, sessionInitializeResponseSchema } from './session.schemas.js';

test('a session starts from the application identifier, the subscriber id and an optional hash', () => {
  const body = { applicationIdentifier: 'herald-app', subscriberId: '42', hmacHash: 'ab12' };
  expect(sessionInitializeBodySchema.parse(body)).toEqual(body);
  expect(sessionInitializeBodySchema.safeParse({ applicationIdentifier: 'herald-app' }).success).toBe(false);
  expect(
    sessionInitializeBodySchema.safeParse({ applicationIdentifier: '', subscriberId: '42' }).success,
  ).toBe(false);
});

test('a widget without a hash may say so with null, as widgets already in use do', () => {
  const body = { applicationIdentifier: 'herald-app', subscriberId: '42', hmacHash: null };
  expect(sessionInitializeBodySchema.parse(body)).toEqual(body);
});

test('the answer carries the token and the profile', () => {
  const answer = {
    data: {
      token: 'header.payload.signature',
      profile: {
        _id: 's1',
        subscriberId: '42',
        firstName: 'Linh',
        lastName: null,
        email: null,
        phone: null,
        avatar: null,
      },
    },
  };
  expect(sessionInitializeResponseSchema.parse(answer)).toEqual(answer);
  expect(sessionInitializeResponseSchema.safeParse({ data: { token: '' } }).success).toBe(false);
});
