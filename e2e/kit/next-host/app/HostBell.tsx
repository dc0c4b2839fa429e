'use client';
// The app's bell: the kit's ready center with a row of the app's own around the kit's (a function prop, so it
// lives in a client component of the app's, as any callback does in the App Router).
import { ConnectedPopoverNotificationCenter } from '@herald/notification-center';

export function HostBell() {
  return (
    <ConnectedPopoverNotificationCenter
      showUserPreferences
      renderItem={(message, item) => (
        <div data-host-row={message._id} style={{ borderInlineStart: '4px solid rgb(109, 40, 217)' }}>
          {item}
        </div>
      )}
    />
  );
}
