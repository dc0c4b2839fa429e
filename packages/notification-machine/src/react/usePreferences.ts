import type { Channel, Preference, PreferenceItem } from '@herald/protocol';
import { useCallback, useEffect, useMemo } from 'react';
import {
  globalPreference,
  isVisiblePreference,
  preferencesError,
  preferencesStatus,
  savedTemplateId,
} from '../preferences/preferences.selectors.js';
import type { PreferencesSnapshot } from '../preferences/preferences.selectors.js';
import type { PreferencesStatus } from '../preferences/preferences.types.js';
import { useSnapshot, useSystemActor } from './use-actors.js';
import type { DataOptions } from './useNotifications.js';
import { useRefetchOnFocus } from './use-refetch-on-focus.js';

export interface PreferencesState {
  /** The rows to show: critical workflows and workflows without channels are left out. */
  preferences: PreferenceItem[];
  globalPreference: Preference | undefined;
  status: PreferencesStatus;
  isLoading: boolean;
  /** True while a row saves: every toggle is disabled meanwhile. */
  isUpdating: boolean;
  /** The workflow whose row shows "Saved", for 1.5 s after it saved. */
  savedTemplateId: string | undefined;
  /** Why loading or the last toggle failed; a failed toggle is already undone. */
  error: string | undefined;
  toggle(templateId: string, channel: Channel, enabled: boolean): void;
  refetch(): void;
}

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
      toggle: (templateId: string, channel: Channel, enabled: boolean) =>
        actor?.send({ type: 'preference.toggle', templateId, channel, enabled }),
      refetch: () => actor?.send({ type: 'preferences.refetch' }),
    }),
    [preferences, global, status, saved, error, actor],
  );
}
