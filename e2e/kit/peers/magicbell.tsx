// MagicBell's React inbox, as its README shows it: the bell with its floating inbox.
import MagicBell, { FloatingNotificationInbox } from '@magicbell/magicbell-react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <MagicBell apiKey="key" userExternalId="subscriber">
    {(props) => <FloatingNotificationInbox height={450} {...props} />}
  </MagicBell>,
);
