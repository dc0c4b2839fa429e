// Novu's Inbox, as its README shows it: one component with its bell, popover, feed and preferences.
import { Inbox } from '@novu/react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <Inbox applicationIdentifier="app" subscriber="subscriber" backendUrl="https://api.example.com" />,
);
