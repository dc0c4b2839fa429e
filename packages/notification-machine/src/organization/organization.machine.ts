// The organisation's branding (colour, font family, direction) for the UI (docs/product.md §3, §7), as a
// machine: idle until a view asks (or the fetching strategy loads it at start) and the session is ready, then
// loading (with the data policy's retries), loaded or failed. A loaded copy serves for the cache time.
import { WIDGET_PATHS } from '@herald/notification-protocol';
import type { Organization } from '@herald/notification-protocol';
import type { ApiClient } from '../api/api.types.js';
import { isFresh, messageOf, withRetries } from '../data/data-policy.js';
import { assign, createActor, fromPromise, setup } from 'xstate';
import type { ActorOptions, SnapshotFrom } from 'xstate';

export interface OrganizationInput {
  api: ApiClient;
  token?: string | undefined;
  /** Load as soon as the session is ready (the default fetching strategy does). */
  eager?: boolean | undefined;
}

export interface OrganizationContext {
  api: ApiClient;
  token: string | undefined;
  requested: boolean;
  organization: Organization | undefined;
  loadedAt: number | undefined;
  error: string | undefined;
}

export type OrganizationEvent =
  | { type: 'session.ready'; token: string }
  | { type: 'session.ended' }
  /** A view needs the branding: load unless a fresh copy is at hand. */
  | { type: 'organization.load' }
  | { type: 'organization.refetch' };

/** GET /widgets/organization, with the data policy's retries. */
export function fetchOrganization(api: ApiClient, signal: AbortSignal): Promise<Organization> {
  return withRetries(async () => {
    const answer = (await api.get(WIDGET_PATHS.organization, undefined, { signal })) as
      Partial<Organization> | undefined;
    if (typeof answer?._id !== 'string') throw new Error('The server answered without an organisation');
    // Branding values land in CSS, so only the protocol's plain values pass; a direction the organisation never
    // chose stays unnamed, and the page's own applies.
    return { ...answer, branding: { ...answer.branding } } as Organization;
  }, signal);
}

const NO_ORGANIZATION = { organization: undefined, loadedAt: undefined, error: undefined };

export const organizationMachine = setup({
  types: {
    context: {} as OrganizationContext,
    events: {} as OrganizationEvent,
    input: {} as OrganizationInput,
  },
  actors: {
    fetchOrganization: fromPromise<Organization, ApiClient>(({ input, signal }) =>
      fetchOrganization(input, signal),
    ),
  },
  guards: {
    canLoad: ({ context }) => context.requested && context.token !== undefined,
    isStale: ({ context }) => !isFresh(context.loadedAt),
  },
}).createMachine({
  id: 'organization',
  context: ({ input }) => ({
    ...NO_ORGANIZATION,
    api: input.api,
    token: input.token,
    requested: input.eager ?? false,
  }),
  initial: 'idle',
  on: {
    'session.ready': { actions: assign({ token: ({ event }) => event.token }) },
    'session.ended': { target: '.idle', actions: assign({ ...NO_ORGANIZATION, token: undefined }) },
  },
  states: {
    idle: {
      always: { guard: 'canLoad', target: 'loading' },
      on: { 'organization.load': { actions: assign({ requested: true }) } },
    },
    loading: {
      invoke: {
        src: 'fetchOrganization',
        input: ({ context }) => context.api,
        onDone: {
          target: 'loaded',
          actions: assign(({ event }) => ({
            organization: event.output,
            loadedAt: Date.now(),
            error: undefined,
          })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loaded: {
      // A loaded copy serves for the cache time (docs/product.md §9).
      on: { 'organization.load': { guard: 'isStale', target: 'loading' }, 'organization.refetch': 'loading' },
    },
    failed: {
      on: { 'organization.load': 'loading', 'organization.refetch': 'loading' },
    },
  },
});

export type OrganizationSnapshot = SnapshotFrom<typeof organizationMachine>;
export type OrganizationValue = OrganizationSnapshot['value'];
export type OrganizationActor = ReturnType<typeof createOrganizationActor>;

/** The organisation actor, not yet started. */
export function createOrganizationActor(
  input: OrganizationInput,
  options: Omit<ActorOptions<typeof organizationMachine>, 'input'> = {},
) {
  return createActor(organizationMachine, { input, ...options });
}
