import { useEffect } from 'react';
import { connectSession, connectUnseenCount } from '../system/connect.js';
import type { UnseenCountView } from '../system/connect.js';
import { useSend, useSystemActor, useView } from './use-actors.js';

/** The counts as a view sees them: connectUnseenCount's values and actions. */
export type UnseenCountState = UnseenCountView;

/** The subscriber's unseen notification count, kept current by the realtime socket. */
export function useUnseenCount(): UnseenCountState {
  const [session, { system, request, identified }] = useSystemActor(
    'useUnseenCount',
    (context) => context.session,
  );
  const [counts] = useSystemActor('useUnseenCount', (context) => context.counts);
  useEffect(() => request('counts'), [request]);
  const sendToSystem = useSend(system);
  const sessionView = useView(session, (snapshot) => connectSession(snapshot, sendToSystem, { identified }));
  const send = useSend(counts);
  return useView(counts, (snapshot) => connectUnseenCount(snapshot, send, { session: sessionView }));
}
