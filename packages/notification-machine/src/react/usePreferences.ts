import { useEffect } from 'react';
import { connectPreferences } from '../system/connect.js';
import type { PreferencesView } from '../system/connect.js';
import { useSend, useSystemActor, useView } from './use-actors.js';
import type { DataOptions } from './useNotifications.js';
import { useRefetchOnFocus } from './use-refetch-on-focus.js';

/** The preferences as the settings view sees them: connectPreferences' values and actions. */
export type PreferencesState = PreferencesView;

/** The subscriber's preferences, loaded (with their code) when the settings view mounts. */
export function usePreferences({
  refetchOnMount = false,
  refetchOnWindowFocus = false,
}: DataOptions = {}): PreferencesState {
  const [actor, { request }] = useSystemActor('usePreferences', (context) => context.preferences);
  useEffect(() => request('preferences'), [request]);
  const send = useSend(actor);
  useEffect(
    () => send({ type: refetchOnMount ? 'preferences.refetch' : 'preferences.load' }),
    [send, refetchOnMount],
  );
  // The view, never the machine: the preferences chunk stays out of the app's first load.
  const view = useView(actor, (snapshot) => connectPreferences(snapshot, send));
  useRefetchOnFocus(refetchOnWindowFocus, view.refetch);
  return view;
}
