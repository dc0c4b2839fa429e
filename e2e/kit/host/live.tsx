// The host page the browser test opens against a real server: the bell for the subscriber named in the page's
// query (`backendUrl`, `applicationIdentifier`, `subscriberId`, `subscriberHash`), served from an origin of its own.
import { NotificationProvider } from '@herald/notification-machine/react';
import { ConnectedPopoverNotificationCenter, UIProvider } from '@herald/notification-center';
import { createRoot } from 'react-dom/client';

const query = new URLSearchParams(window.location.search);

createRoot(document.getElementById('root')!).render(
  <UIProvider>
    <header style={{ display: 'flex', justifyContent: 'space-between', padding: 16 }}>
      <h1>Kit host</h1>
      <NotificationProvider
        backendUrl={query.get('backendUrl')!}
        applicationIdentifier={query.get('applicationIdentifier')!}
        subscriberId={query.get('subscriberId')!}
        subscriberHash={query.get('subscriberHash')!}
      >
        <ConnectedPopoverNotificationCenter
          showUserPreferences
          onUrlChange={(url) => window.location.assign(url)}
        />
      </NotificationProvider>
    </header>
  </UIProvider>,
);
