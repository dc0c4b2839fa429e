// A host page that shows only the bell, as a team writes it from the kit's README: the providers and the connected
// popover center. What it loads before the bell is used is the closed-bell figure.
import { NotificationProvider } from '@herald/notification-machine/react';
import { ConnectedPopoverNotificationCenter, UIProvider } from '@herald/notification-center';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <UIProvider>
    <NotificationProvider
      applicationIdentifier="app"
      subscriberId="subscriber"
      backendUrl="https://api.example.com"
    >
      <ConnectedPopoverNotificationCenter
        showUserPreferences
        onUrlChange={(url) => window.location.assign(url)}
      />
    </NotificationProvider>
  </UIProvider>,
);
