// A host page whose notification center is open: the same shell as closed-bell.tsx, opened, with the settings
// cog. Everything it can load counts: the opened center's chunk, the settings and preferences, the realtime socket
// and a language chunk (the largest of them).
import { NotificationProvider } from '@herald/notification-machine/react';
import { createRoot } from 'react-dom/client';
import { ConnectedPopoverNotificationCenter, UIProvider } from '../../src/notification-center/index.js';

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
