import type { NotificationMessage } from '@herald/notification-protocol';
import { useEffect } from 'react';
import { useNotificationScope } from './notification-context.js';
import { useLatest } from './use-latest.js';

/**
 * Calls `listener` with each message the realtime socket brings while the component is mounted (not the ones a
 * page load or a refetch lists). It starts the counts and the socket, as the bell does; the latest `listener` is
 * called, so it need not be stable.
 */
export function useNotificationReceived(listener: (message: NotificationMessage) => void): void {
  const { system, request } = useNotificationScope('useNotificationReceived');
  const latest = useLatest(listener);
  useEffect(() => request('counts'), [request]);
  useEffect(() => {
    if (!system) return undefined;
    const subscription = system.on('notification.received', ({ message }) => latest.current(message));
    return () => subscription.unsubscribe();
  }, [system, latest]);
}
