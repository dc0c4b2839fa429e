// A TypeScript host checked against the packed packages' types: the props a team writes are typed, and mistakes
// are errors (each `@ts-expect-error` fails the check if the types let the mistake through).
import type { NotificationMessage } from '@herald/notification-protocol';
import { BADGE_CAP, SOCKET_EVENT } from '@herald/notification-protocol';
import { notificationMessageSchema } from '@herald/notification-protocol/schemas';
import {
  NotificationProvider,
  useNotifications,
  useUnseenCount,
  type NotificationProviderProps,
} from '@herald/notification-machine/react';
import {
  ConnectedPopoverNotificationCenter,
  type ConnectedPopoverNotificationCenterProps,
} from '@herald/notification-center';
import { Button, UIProvider as KitProvider } from '@herald/ui';

const provider: NotificationProviderProps = { backendUrl: 'https://api.example.com', subscriberId: 'ada' };
// @ts-expect-error backendUrl is required
const withoutBackend: NotificationProviderProps = { subscriberId: 'ada' };
const center: ConnectedPopoverNotificationCenterProps = { showUserPreferences: true };
// @ts-expect-error showUserPreferences is a boolean
const wrongCenter: ConnectedPopoverNotificationCenterProps = { showUserPreferences: 'yes' };

function Count() {
  const { unseenCount } = useUnseenCount();
  const total: number = unseenCount;
  // @ts-expect-error the count is a number
  const text: string = unseenCount;
  const notifications = useNotifications();
  return <span data-total={total} data-text={text} data-state={typeof notifications} />;
}

export function parse(value: unknown): NotificationMessage {
  return notificationMessageSchema.parse(value);
}

export function Host() {
  return (
    <KitProvider>
      <NotificationProvider {...provider}>
        <Count />
        <ConnectedPopoverNotificationCenter
          {...center}
          onUrlChange={(url: string) => window.location.assign(url)}
        />
      </NotificationProvider>
      <KitProvider>
        <Button onClick={() => console.log(SOCKET_EVENT, BADGE_CAP, withoutBackend, wrongCenter)}>Ok</Button>
      </KitProvider>
    </KitProvider>
  );
}
