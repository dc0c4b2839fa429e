// The host page the browser test opens against a real server: the bell for the subscriber named in the page's
// query (`backendUrl`, `applicationIdentifier`, `subscriberId`, `subscriberHash`, and `dir=rtl` for a right-to-left
// page), served from an origin of its own.
import { NotificationProvider } from '@herald/notification-machine/react';
import { ConnectedPopoverNotificationCenter, UIProvider } from '@herald/notification-center';
import { createRoot } from 'react-dom/client';

const query = new URLSearchParams(window.location.search);
// `dir=rtl`: a team's right-to-left page, its document and its provider both right to left.
const direction = query.get('dir') === 'rtl' ? 'rtl' : undefined;
if (direction) document.documentElement.dir = direction;

createRoot(document.getElementById('root')!).render(
  <UIProvider direction={direction}>
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
