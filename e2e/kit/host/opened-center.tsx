// The same host page with its center open and the settings cog: what it can load once used (the opened center,
// the feed, the settings, the realtime socket and one language) is the opened-center figure.
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
        defaultOpen
        showUserPreferences
        language={navigator.language}
        onUrlChange={(url) => window.location.assign(url)}
      />
    </NotificationProvider>
  </UIProvider>,
);
