// A host page as a team using the platform's current Inbox writes it: `@novu/react`'s <Inbox /> pointed at Herald
// in self-hosted mode. The test page sets `window.HERALD` before this script runs.
import { createRoot } from 'react-dom/client';
import { Inbox } from '@novu/react';

const config = window.HERALD;

createRoot(document.getElementById('root')).render(
  <Inbox
    applicationIdentifier={config.applicationIdentifier}
    subscriber={config.subscriberId}
    subscriberHash={config.subscriberHash}
    backendUrl={config.backendUrl}
    socketUrl={config.socketUrl}
  />,
);
