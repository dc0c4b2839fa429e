// The organisation's branding (colour, font family, direction) for the UI (SPEC §3, §7), as a small store: idle
// until a view asks (or the fetching strategy loads it at start) and the session is ready, then loading (with the
// data policy's retries), loaded or failed. A loaded copy serves for the cache time.
import { WIDGET_PATHS } from '@herald/protocol';
import type { Organization } from '@herald/protocol';
import type { ApiClient } from '../api/api.types.js';
import { isFresh, messageOf, withRetries } from '../data/data-policy.js';
import { createLightStore, createSlot } from '../store/light-store.js';
import type { LightSnapshot, Readable } from '../store/light-store.js';

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

export type OrganizationValue = 'idle' | 'loading' | 'loaded' | 'failed';
export type OrganizationSnapshot = LightSnapshot<OrganizationValue, OrganizationContext>;

export interface OrganizationStore extends Readable<OrganizationSnapshot> {
  send(event: OrganizationEvent): void;
  /** Loads at once when eager and given a token; returns the store. */
  start(): OrganizationStore;
  /** Abandons the call in flight. */
  stop(): void;
}

/** GET /widgets/organization, with the data policy's retries. */
export function fetchOrganization(api: ApiClient, signal: AbortSignal): Promise<Organization> {
  return withRetries(async () => {
    const answer = (await api.get(WIDGET_PATHS.organization, undefined, { signal })) as
      Partial<Organization> | undefined;
    if (typeof answer?._id !== 'string') throw new Error('The server answered without an organisation');
    // Branding values land in CSS, so only the protocol's plain values pass; the direction defaults to ltr.
    return { ...answer, branding: { direction: 'ltr', ...answer.branding } } as Organization;
  }, signal);
}

export function createOrganizationStore(input: OrganizationInput): OrganizationStore {
  const store = createLightStore<OrganizationValue, OrganizationContext>('idle', {
    api: input.api,
    token: input.token,
    requested: input.eager ?? false,
    organization: undefined,
    loadedAt: undefined,
    error: undefined,
  });
  const work = createSlot();
  const context = () => store.getSnapshot().context;

  const load = () => {
    store.set('loading');
    work.task(
      (signal) => fetchOrganization(context().api, signal),
      (organization) => store.set('loaded', { organization, loadedAt: Date.now(), error: undefined }),
      (error) => store.set('failed', { error: messageOf(error) }),
    );
  };
  const loadWhenAsked = () => {
    if (store.getSnapshot().value === 'idle' && context().requested && context().token !== undefined) load();
  };

  const branding: OrganizationStore = {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    send(event) {
      const { value } = store.getSnapshot();
      switch (event.type) {
        case 'session.ready':
          store.assign({ token: event.token });
          return loadWhenAsked();
        case 'session.ended':
          work.clear();
          return store.set('idle', {
            token: undefined,
            organization: undefined,
            loadedAt: undefined,
            error: undefined,
          });
        case 'organization.load':
          if (value === 'idle') {
            store.assign({ requested: true });
            return loadWhenAsked();
          }
          if (value === 'failed' || (value === 'loaded' && !isFresh(context().loadedAt))) load();
          return;
        case 'organization.refetch':
          if (value === 'loaded' || value === 'failed') load();
          return;
      }
    },
    // Loads if asked, or again if a stop abandoned the call (React's strict mode stops and restarts).
    start() {
      if (store.getSnapshot().value === 'loading') load();
      else loadWhenAsked();
      return branding;
    },
    stop: () => work.clear(),
  };
  return branding;
}
