// The platform's part of the reference world (src/platform/reference.ts): an organisation signed up through the
// platform API, with a second key in its Development environment and a colleague invited who has not joined.
import {
  REFERENCE_DEVELOPMENT,
  REFERENCE_INVITED_MEMBER,
  REFERENCE_ORGANIZATION,
  REFERENCE_PRODUCTION,
} from '../../src/platform/reference.js';
import { call, invitationToken } from '../platform-support.js';
import type { WorldBuilder } from './index.js';

function expectId(what: string, answered: unknown, expected: string) {
  if (answered !== expected) throw new Error(`${what} got the id ${String(answered)}, not ${expected}`);
}

export async function buildPlatformWorld(world: WorldBuilder): Promise<void> {
  const { server } = world;
  const organization = REFERENCE_ORGANIZATION;
  world.reserve(
    organization.id,
    organization.adminId,
    REFERENCE_DEVELOPMENT.id,
    REFERENCE_DEVELOPMENT.keyId,
    REFERENCE_PRODUCTION.id,
    REFERENCE_PRODUCTION.keyId,
  );
  const created = await call(server, 'POST', '/platform/organizations', {
    body: {
      name: organization.name,
      branding: { color: '#1A73E8' },
      admin: {
        name: organization.adminName,
        email: organization.adminEmail,
        password: organization.adminPassword,
      },
    },
  });
  if (created.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(created.body)}`);
  const { environments, session } = created.body.data;
  expectId('the organisation', created.body.data.organization._id, organization.id);
  expectId('its Development environment', environments[0]._id, REFERENCE_DEVELOPMENT.id);
  expectId('its Production environment', environments[1]._id, REFERENCE_PRODUCTION.id);
  const token = session.token as string;
  world.credentials.member = token;
  await call(server, 'PUT', '/platform/me/onboarding', { token, body: { jobRole: 'engineer' } });

  world.reserve(REFERENCE_DEVELOPMENT.secondKeyId);
  const key = await call(server, 'POST', `/platform/environments/${REFERENCE_DEVELOPMENT.id}/api-keys`, {
    token,
  });
  expectId('the second key', key.body.data?._id, REFERENCE_DEVELOPMENT.secondKeyId);

  world.reserve(REFERENCE_INVITED_MEMBER.id);
  const invited = await call(server, 'POST', '/platform/members', {
    token,
    body: { email: REFERENCE_INVITED_MEMBER.email, role: 'member' },
  });
  expectId('the invited member', invited.body.data?._id, REFERENCE_INVITED_MEMBER.id);
  world.credentials.standIns.set('POST /platform/invitations/accept', {
    token: await invitationToken(server, REFERENCE_INVITED_MEMBER.email),
  });
}
