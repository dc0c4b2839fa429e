import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createCoverage } from '../../test/coverage.js';
import { createScriptedApi, refuse } from '../../test/scripted-api.js';
import type { Answer } from '../../test/scripted-api.js';
import { createOrganizationActor, organizationMachine } from './organization.machine.js';
import {
  isOrganizationLoading,
  organization,
  organizationBranding,
  organizationError,
} from './organization.selectors.js';

const coverage = createCoverage(organizationMachine);
afterAll(() => {
  expect(coverage.missing()).toEqual([]);
});
afterEach(() => {
  vi.useRealTimers();
});

const ORGANIZATION = 'GET /widgets/organization';
const university = {
  _id: 'org_1',
  name: 'Northbridge University',
  branding: { color: '#1A73E8', fontFamily: 'Inter, sans-serif', direction: 'rtl' },
};

function startOrganization(
  answer: Answer = () => university,
  { eager = true, token = 'token-1' as string | null } = {},
) {
  const api = createScriptedApi({ [ORGANIZATION]: answer });
  const actor = createOrganizationActor(
    { api, eager, token: token ?? undefined },
    { inspect: coverage.inspect },
  ).start();
  return { actor, api };
}

const isLoaded = (snapshot: ReturnType<ReturnType<typeof startOrganization>['actor']['getSnapshot']>) =>
  snapshot.matches('loaded');

describe('organization store', () => {
  it('loads the branding once the session is ready', async () => {
    const { actor } = startOrganization(undefined, { token: null });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'session.ready', token: 'token-1' });
    expect(isOrganizationLoading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, isLoaded);
    expect(organization(actor.getSnapshot())?.name).toBe('Northbridge University');
    expect(organizationBranding(actor.getSnapshot())).toEqual(university.branding);
  });

  it('waits for a view when loaded lazily, and names no direction when the server names none', async () => {
    const { actor, api } = startOrganization(() => ({ _id: 'org_1', name: 'Northbridge' }), { eager: false });
    expect(api.calls).toHaveLength(0);
    actor.send({ type: 'organization.load' });
    await waitFor(actor, isLoaded);
    expect(organizationBranding(actor.getSnapshot())).toEqual({});
  });

  it('keeps the branding for 5 minutes, then a mounting view fetches it again', async () => {
    vi.useFakeTimers();
    const { actor, api } = startOrganization();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'organization.load' });
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000);
    actor.send({ type: 'organization.load' });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls).toHaveLength(2);
    actor.send({ type: 'organization.refetch' });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls).toHaveLength(3);
  });

  it("fails with the server's message, and recovers on the next load or refetch", async () => {
    const { actor, api } = startOrganization(refuse('Organization not found', 404));
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(organizationError(actor.getSnapshot())).toBe('Organization not found');

    api.answer(ORGANIZATION, () => university);
    actor.send({ type: 'organization.load' });
    await waitFor(actor, isLoaded);
    api.answer(ORGANIZATION, refuse('Organization not found', 404));
    actor.send({ type: 'organization.refetch' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'organization.refetch' });
    expect(isOrganizationLoading(actor.getSnapshot())).toBe(true);
  });

  it('refuses an answer without an organisation, after the retries', async () => {
    vi.useFakeTimers();
    const { actor, api } = startOrganization(() => ({}));
    await vi.advanceTimersByTimeAsync(7000);
    expect(api.calls).toHaveLength(4);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(organizationError(actor.getSnapshot())).toBe('The server answered without an organisation');
  });

  it('forgets the branding when the session ends', async () => {
    const { actor } = startOrganization();
    await waitFor(actor, isLoaded);
    actor.send({ type: 'session.ended' });
    expect(organization(actor.getSnapshot())).toBeUndefined();
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
