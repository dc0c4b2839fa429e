// Novu's notification center 0.24, as its README shows it: the provider, the popover center and its bell.
import { NotificationBell, NovuProvider, PopoverNotificationCenter } from '@novu/notification-center';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <NovuProvider subscriberId="subscriber" applicationIdentifier="app" backendUrl="https://api.example.com">
    <PopoverNotificationCenter colorScheme="light">
      {({ unseenCount }) => <NotificationBell unseenCount={unseenCount} />}
    </PopoverNotificationCenter>
  </NovuProvider>,
);
