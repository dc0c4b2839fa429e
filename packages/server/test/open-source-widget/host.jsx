// A host page as a team using the open-source notification center 0.24 writes it: the widget's provider pointed
// at Herald, its popover with its bell. The test page sets `window.HERALD` before this script runs.
import { createRoot } from 'react-dom/client';
import { NotificationBell, NovuProvider, PopoverNotificationCenter } from '@novu/notification-center';

const config = window.HERALD;

createRoot(document.getElementById('root')).render(
  <NovuProvider
    backendUrl={config.backendUrl}
    socketUrl={config.socketUrl}
    applicationIdentifier={config.applicationIdentifier}
    subscriberId={config.subscriberId}
    subscriberHash={config.subscriberHash}
  >
    <PopoverNotificationCenter colorScheme="light">
      {({ unseenCount }) => <NotificationBell unseenCount={unseenCount} />}
    </PopoverNotificationCenter>
  </NovuProvider>,
);
