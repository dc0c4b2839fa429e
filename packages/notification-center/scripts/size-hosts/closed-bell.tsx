// A host page that shows only the bell: the app's shell with the providers and the connected popover center, as
// the app renders it. What loads before the bell is used counts; the chunks it loads when opened do not.
import { NotificationProvider } from '@herald/notification-machine/react';
import { createRoot } from 'react-dom/client';
import { ConnectedPopoverNotificationCenter, UIProvider } from '../../src/index.js';

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
