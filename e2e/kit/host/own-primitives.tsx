// The same host with the bell beside its Popover and Tabs: what this page loads once the center is opened, less
// what the page without the center loads, is the center's own addition.
import { NotificationProvider } from '@herald/notification-machine/react';
import { ConnectedPopoverNotificationCenter } from '@herald/notification-center';
import { UIProvider } from '@herald/ui';
import { createRoot } from 'react-dom/client';
import { HostPrimitives } from './host-primitives.js';

createRoot(document.getElementById('root')!).render(
  <UIProvider>
    <HostPrimitives />
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
