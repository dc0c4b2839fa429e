import type { PreferenceItem } from '@herald/notification-protocol';
import { useCallback, useEffect, useMemo } from 'react';
import {
  globalPreference,
  isVisiblePreference,
  preferencesError,
  preferencesStatus,
  savedTemplateId,
} from '../preferences/preferences.selectors.js';
import type { PreferencesSnapshot } from '../preferences/preferences.selectors.js';
import { preferencesActions } from '../system/connect.js';
import type { PreferencesView } from '../system/connect.js';
import { useSnapshot, useSystemActor } from './use-actors.js';
import type { DataOptions } from './useNotifications.js';
import { useRefetchOnFocus } from './use-refetch-on-focus.js';

/** The preferences as the settings view sees them: connectPreferences' values and actions. */
export type PreferencesState = PreferencesView;

const NO_ROWS: PreferenceItem[] = [];
const items = (snapshot: PreferencesSnapshot) => snapshot.context.items;

/** The subscriber's preferences, loaded (with their code) when the settings view mounts. */
export function usePreferences({
  refetchOnMount = false,
  refetchOnWindowFocus = false,
}: DataOptions = {}): PreferencesState {
  const [actor, { request }] = useSystemActor('usePreferences', (context) => context.preferences);
  useEffect(() => request('preferences'), [request]);
  useEffect(
    () => actor?.send({ type: refetchOnMount ? 'preferences.refetch' : 'preferences.load' }),
    [actor, refetchOnMount],
  );
  useRefetchOnFocus(
    refetchOnWindowFocus,
    useCallback(() => actor?.send({ type: 'preferences.refetch' }), [actor]),
  );
  // Selectors only, never the machine: the preferences chunk stays out of the app's first load.
  const status = useSnapshot(actor, preferencesStatus, 'loading');
  const rows = useSnapshot(actor, items, NO_ROWS);
  const global = useSnapshot(actor, globalPreference, undefined);
  const saved = useSnapshot(actor, savedTemplateId, undefined);
  const error = useSnapshot(actor, preferencesError, undefined);
  const preferences = useMemo(() => rows.filter(isVisiblePreference), [rows]);
  return useMemo(
    () => ({
      preferences,
      globalPreference: global,
      status,
      isLoading: status === 'loading',
      isUpdating: status === 'updating',
      savedTemplateId: saved,
      error,
      ...preferencesActions((event) => actor?.send(event)),
    }),
    [preferences, global, status, saved, error, actor],
  );
}
