import { WIDGET_PATHS } from '@herald/protocol';
import type { Organization } from '@herald/protocol';
import { assign, fromPromise, setup } from 'xstate';
import type { ApiClient } from '../api/api.types.js';
import { isFresh, messageOf, withRetries } from '../data/data-policy.js';

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
export const fetchOrganization = fromPromise<Organization, { api: ApiClient }>(({ input, signal }) =>
  withRetries(async () => {
    const answer = (await input.api.get(WIDGET_PATHS.organization, undefined, { signal })) as
      Partial<Organization> | undefined;
    if (typeof answer?._id !== 'string') throw new Error('The server answered without an organisation');
    // Branding values land in CSS, so only the protocol's plain values pass; the direction defaults to ltr.
    return { ...answer, branding: { direction: 'ltr', ...answer.branding } } as Organization;
  }, signal),
);

/** The organisation's branding (colour, font family, direction) for the UI (SPEC §3, §7). */
export const organizationMachine = setup({
  types: {
    context: {} as OrganizationContext,
    events: {} as OrganizationEvent,
    input: {} as OrganizationInput,
  },
  actors: { fetchOrganization },
  guards: {
    canLoad: ({ context }) => context.requested && context.token !== undefined,
    isStale: ({ context }) => !isFresh(context.loadedAt),
  },
}).createMachine({
  id: 'organization',
  context: ({ input }) => ({
    api: input.api,
    token: input.token,
    requested: input.eager ?? false,
    organization: undefined,
    loadedAt: undefined,
    error: undefined,
  }),
  initial: 'idle',
  on: {
    'session.ready': { actions: assign({ token: ({ event }) => event.token }) },
    'session.ended': {
      target: '.idle',
      actions: assign({ token: undefined, organization: undefined, loadedAt: undefined, error: undefined }),
    },
  },
  states: {
    idle: {
      always: { guard: 'canLoad', target: 'loading' },
      on: { 'organization.load': { actions: assign({ requested: true }) } },
    },
    loading: {
      invoke: {
        src: 'fetchOrganization',
        input: ({ context }) => context,
        onDone: {
          target: 'loaded',
          actions: assign({
            organization: ({ event }) => event.output,
            loadedAt: () => Date.now(),
            error: undefined,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loaded: {
      on: {
        'organization.load': { guard: 'isStale', target: 'loading' },
        'organization.refetch': 'loading',
      },
    },
    failed: {
      on: { 'organization.load': 'loading', 'organization.refetch': 'loading' },
    },
  },
});
