// A server component, as a team writes its pages in the App Router: it signs the subscriber id where the API key
// is (docs/kit.md, step 3) and renders the kit's provider, a theme of the app's own (radius, surface, spacing, set
// at run time through the kit's theme contract) and the bell, client components the kit marks as such, so the
// first HTML holds the bell and the browser hydrates it. The server's address, the application and its key come
// from the environment `next start` runs in; the subscriber from the page's query.
import { createHmac } from 'node:crypto';
import { NotificationProvider } from '@herald/notification-machine/react';
import { UIProvider } from '@herald/notification-center';
import type { ThemeOverrides } from '@herald/ui';
import { HostBell } from './HostBell';

/** The app's own look over the kit's tokens: a warm surface, rounder corners, roomier rows. */
const APP_TOKENS: ThemeOverrides = {
  color: { surface: { base: 'rgb(255, 247, 230)' } },
  radius: { md: '18px' },
  space: { md: '20px' },
};

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { subscriber } = await searchParams;
  const subscriberId = typeof subscriber === 'string' ? subscriber : 'guest';
  const subscriberHash = createHmac('sha256', process.env.HERALD_API_KEY ?? '')
    .update(subscriberId)
    .digest('hex');
  return (
    <UIProvider tokens={APP_TOKENS}>
      <header style={{ display: 'flex', justifyContent: 'space-between', padding: 16 }}>
        <h1>Kit host on Next.js</h1>
        <NotificationProvider
          backendUrl={process.env.HERALD_BACKEND_URL ?? ''}
          applicationIdentifier={process.env.HERALD_APPLICATION_IDENTIFIER ?? ''}
          subscriberId={subscriberId}
          subscriberHash={subscriberHash}
        >
          <HostBell />
        </NotificationProvider>
      </header>
    </UIProvider>
  );
}
