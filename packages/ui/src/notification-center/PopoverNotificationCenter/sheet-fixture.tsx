// A page with an app bar and the bell at its end, for the small-screen test in Chromium.
import { createRoot } from 'react-dom/client';
import { UIProvider } from '../../components/UIProvider/UIProvider.js';
import { FIXED_NOW, sampleMessages } from '../fixtures.js';
import { PopoverNotificationCenter } from './PopoverNotificationCenter.js';

createRoot(document.getElementById('app')!).render(
  <UIProvider>
    <header style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', height: 56 }}>
      <PopoverNotificationCenter
        unseenCount={4}
        feed={{ notifications: sampleMessages(100), now: FIXED_NOW }}
      />
    </header>
  </UIProvider>,
);
