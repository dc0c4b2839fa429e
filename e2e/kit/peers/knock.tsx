// Knock's feed, as its README shows it: the providers, the icon button with its badge and the feed popover, with the
// package's stylesheet.
import {
  KnockFeedProvider,
  KnockProvider,
  NotificationFeedPopover,
  NotificationIconButton,
} from '@knocklabs/react';
import '@knocklabs/react/dist/index.css';
import { useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Bell() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <NotificationIconButton ref={button} onClick={() => setOpen(!open)} />
      <NotificationFeedPopover buttonRef={button} isVisible={open} onClose={() => setOpen(false)} />
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <KnockProvider apiKey="pk_test" user={{ id: 'subscriber' }}>
    <KnockFeedProvider feedId="feed">
      <Bell />
    </KnockFeedProvider>
  </KnockProvider>,
);
