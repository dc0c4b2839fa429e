// Courier's inbox 9, as its README shows it: the user signed in, then the popup menu with its bell.
import { CourierInboxPopupMenu, useCourier } from '@trycourier/courier-react';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';

function Bell() {
  const courier = useCourier();
  useEffect(() => {
    courier.shared.signIn({ userId: 'subscriber', jwt: 'token' });
  }, [courier]);
  return <CourierInboxPopupMenu />;
}

createRoot(document.getElementById('root')!).render(<Bell />);
