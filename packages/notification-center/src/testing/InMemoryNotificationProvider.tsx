import { NotificationProvider, type NotificationProviderProps } from '@herald/notification-machine/react';
import type { InMemoryWidget } from './inMemoryWidget.js';

export interface InMemoryNotificationProviderProps extends Omit<
  NotificationProviderProps,
  'backendUrl' | 'socketUrl' | 'applicationIdentifier' | 'subscriberId'
> {
  /** The in-memory backend every call and the realtime socket go to. */
  widget: InMemoryWidget;
}

/** The real NotificationProvider, pointed at an in-memory widget: its session, feeds, counts and socket. */
export function InMemoryNotificationProvider({
  widget,
  children,
  ...props
}: InMemoryNotificationProviderProps) {
  return (
    <NotificationProvider
      applicationIdentifier={widget.applicationIdentifier}
      subscriberId={widget.subscriberId}
      backendUrl={widget.backendUrl}
      {...props}
    >
      {children}
    </NotificationProvider>
  );
}
