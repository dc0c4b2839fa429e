import { TIMINGS, WIDGET_PATHS } from '@herald/notification-protocol';
import type {
  GlobalPreferenceItem,
  PreferenceItem,
  UpdatePreferenceBody,
} from '@herald/notification-protocol';
import { assign, emit, fromPromise, setup } from 'xstate';
import { isFresh, messageOf, withRetries } from '../data/data-policy.js';
import type {
  LoadedPreferences,
  PreferenceToggle,
  PreferencesContext,
  PreferencesEmitted,
  PreferencesEvent,
  PreferencesInput,
  UpdatePreferenceInput,
} from './preferences.types.js';

/** GET /widgets/preferences and /widgets/preferences/global, with the data policy's retries. */
export const fetchPreferences = fromPromise<LoadedPreferences, { api: PreferencesContext['api'] }>(
  ({ input, signal }) =>
    withRetries(async () => {
      const [items, global] = await Promise.all([
        input.api.get(WIDGET_PATHS.preferences, undefined, { signal }),
        input.api.get(WIDGET_PATHS.globalPreferences, undefined, { signal }),
      ]);
      if (!Array.isArray(items)) throw new Error('The server answered the preferences without a list');
      const [first] = (Array.isArray(global) ? global : []) as GlobalPreferenceItem[];
      return { items: items as PreferenceItem[], globalPreference: first?.preference };
    }, signal),
);

/** PATCH /widgets/preferences/{templateId}; resolves to the row as saved. */
export const updatePreference = fromPromise<PreferenceItem, UpdatePreferenceInput>(async ({ input }) => {
  const body: UpdatePreferenceBody = { channel: { type: input.channel, enabled: input.enabled } };
  const path = WIDGET_PATHS.templatePreference.replace(':templateId', encodeURIComponent(input.templateId));
  const saved = (await input.api.patch(path, body)) as PreferenceItem | undefined;
  if (!saved?.template) throw new Error('The server answered the update without the preference');
  return saved;
});

const withItem = (items: PreferenceItem[], item: PreferenceItem) =>
  items.map((row) => (row.template._id === item.template._id ? item : row));

/**
 * The subscriber's preferences (docs/product.md §4): a toggle shows at once, the server's row replaces it on
 * success, an error puts it back and says why, "Saved" shows for 1.5 s, and no toggle is taken while one is
 * saving.
 */
export const preferencesMachine = setup({
  types: {
    context: {} as PreferencesContext,
    events: {} as PreferencesEvent,
    input: {} as PreferencesInput,
    emitted: {} as PreferencesEmitted,
  },
  actors: { fetchPreferences, updatePreference },
  actions: {
    applyToggle: assign(({ context }, toggle: PreferenceToggle) => {
      const row = context.items.find((item) => item.template._id === toggle.templateId);
      if (!row) return {};
      const channels = { ...row.preference.channels, [toggle.channel]: toggle.enabled };
      return {
        items: withItem(context.items, { ...row, preference: { ...row.preference, channels } }),
        updating: row,
        savedTemplateId: undefined,
        error: undefined,
      };
    }),
    keepSavedItem: assign(({ context }, item: PreferenceItem) => ({
      items: withItem(context.items, item),
      updating: undefined,
      savedTemplateId: item.template._id,
    })),
    undoToggle: assign(({ context }, { error }: { error: unknown }) => ({
      items: context.updating ? withItem(context.items, context.updating) : context.items,
      updating: undefined,
      error: messageOf(error),
    })),
    announceChange: emit((_, item: PreferenceItem) => ({ type: 'preference.changed' as const, item })),
  },
  guards: {
    canLoad: ({ context }) => context.requested && context.token !== undefined,
    isStale: ({ context }) => !isFresh(context.loadedAt),
    isKnownRow: ({ context, event }) =>
      event.type === 'preference.toggle' &&
      context.items.some((item) => item.template._id === event.templateId),
  },
  delays: { savedConfirmation: TIMINGS.savedConfirmationMs },
}).createMachine({
  id: 'preferences',
  context: ({ input }) => ({
    api: input.api,
    token: input.token,
    requested: input.eager ?? false,
    items: [],
    globalPreference: undefined,
    loadedAt: undefined,
    error: undefined,
    updating: undefined,
    savedTemplateId: undefined,
  }),
  initial: 'idle',
  on: {
    'session.ready': { actions: assign({ token: ({ event }) => event.token }) },
    'session.ended': {
      target: '.idle',
      actions: assign({ token: undefined, items: [], globalPreference: undefined, loadedAt: undefined }),
    },
    'preferences.remoteChange': {
      actions: assign({ items: ({ context, event }) => withItem(context.items, event.item) }),
    },
  },
  states: {
    idle: {
      always: { guard: 'canLoad', target: 'loading' },
      on: { 'preferences.load': { actions: assign({ requested: true }) } },
    },
    loading: {
      invoke: {
        src: 'fetchPreferences',
        input: ({ context }) => context,
        onDone: {
          target: 'loaded',
          actions: assign(({ event }) => ({ ...event.output, loadedAt: Date.now(), error: undefined })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loaded: {
      initial: 'settled',
      states: {
        settled: {
          on: {
            'preferences.load': { guard: 'isStale', target: '#preferences.loading' },
            'preferences.refetch': '#preferences.loading',
            'preference.toggle': {
              guard: 'isKnownRow',
              target: 'updating',
              actions: { type: 'applyToggle', params: ({ event }) => event },
            },
          },
        },
        // Toggles are not taken while a row saves: the view shows them disabled.
        updating: {
          invoke: {
            src: 'updatePreference',
            input: ({ context, event }) => ({ ...(event as PreferenceToggle), api: context.api }),
            onDone: {
              target: 'saved',
              actions: [
                { type: 'keepSavedItem', params: ({ event }) => event.output },
                { type: 'announceChange', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: 'settled',
              actions: { type: 'undoToggle', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        saved: {
          after: {
            savedConfirmation: { target: 'settled', actions: assign({ savedTemplateId: undefined }) },
          },
          on: {
            'preference.toggle': {
              guard: 'isKnownRow',
              target: 'updating',
              actions: { type: 'applyToggle', params: ({ event }) => event },
            },
          },
        },
      },
    },
    failed: {
      on: { 'preferences.load': 'loading', 'preferences.refetch': 'loading' },
    },
  },
});
