// A host that styles itself with vanilla-extract and builds with its Vite plugin, with the kit's popover center in
// its toolbar: the plugin compiles the host's style files and takes the kit's built modules as plain JavaScript.
import { NotificationProvider } from '@herald/notification-machine/react';
import { ConnectedPopoverNotificationCenter, UIProvider } from '@herald/notification-center';
import { createRoot } from 'react-dom/client';
import { toolbar } from './host-styles.css.js';

createRoot(document.getElementById('root')!).render(
  <UIProvider>
    <header className={toolbar}>
      <NotificationProvider
        applicationIdentifier="app"
        subscriberId="subscriber"
        backendUrl="https://api.example.com"
      >
        <ConnectedPopoverNotificationCenter onUrlChange={(url) => window.location.assign(url)} />
      </NotificationProvider>
    </header>
  </UIProvider>,
);
