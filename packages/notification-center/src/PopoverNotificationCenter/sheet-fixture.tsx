// A page with an app bar and the bell against its inline-end edge, for the small-screen tests in Chromium.
import { createRoot } from 'react-dom/client';
import { UIProvider } from '@herald/ui/components/UIProvider';
import { FIXED_NOW, sampleMessages } from '../fixtures.js';
import { PopoverNotificationCenter } from './PopoverNotificationCenter.js';

// The page's own language, direction and colour mode (`<html lang dir data-mode>`), so one build serves each.
const { lang, dir, dataset } = document.documentElement;

createRoot(document.getElementById('app')!).render(
  <UIProvider
    locale={lang || undefined}
    direction={dir === 'rtl' || dir === 'ltr' ? dir : undefined}
    mode={dataset.mode === 'dark' ? 'dark' : 'light'}
  >
    <header style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', height: 56 }}>
      <PopoverNotificationCenter
        unseenCount={4}
        feed={{ notifications: sampleMessages(100), now: FIXED_NOW }}
        showUserPreferences
        onOpenSettings={() => undefined}
      />
    </header>
  </UIProvider>,
);
