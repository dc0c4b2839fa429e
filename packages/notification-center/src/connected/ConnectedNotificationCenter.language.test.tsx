import { NotificationProvider } from '@herald/notification-machine/react';
import { WIDGET_PATHS } from '@herald/notification-protocol';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleMessages } from '../fixtures.js';
import { createInMemoryWidget, type InMemoryWidget } from '../inMemoryWidget.js';
import {
  ConnectedNotificationCenter,
  ConnectedPopoverNotificationCenter,
} from './ConnectedNotificationCenter.js';

// The opened center is a lazy chunk; loaded up front, as hovering the bell does, so tests wait on nothing else.
beforeAll(() => import('../PopoverNotificationCenter/PopoverPanel.js'));

let widget: InMemoryWidget;
let branding: Record<string, unknown>;

beforeEach(() => {
  widget = createInMemoryWidget({ messages: sampleMessages(3), subscriberId: 'student-42' });
  branding = {};
  // The network edge: the in-memory widget answers, with this test's organisation branding.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith(WIDGET_PATHS.organization)) {
      return new Response(
        JSON.stringify({ data: { _id: 'org', name: 'Northbridge University', branding } }),
        {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    }
    return widget.fetch(input, init);
  });
});
afterEach(() => vi.unstubAllGlobals());

function Provider({
  children,
  stores,
}: {
  children: ReactNode;
  stores?: Array<{ storeId: string; name?: string }>;
}) {
  return (
    <NotificationProvider
      applicationIdentifier="herald-app"
      subscriberId="student-42"
      subscriberHash="hash"
      backendUrl="http://widget.test"
      socketUrl="http://widget.test"
      stores={stores}
    >
      {children}
    </NotificationProvider>
  );
}

describe('the connected center’s tabs', () => {
  it('shows the provider’s stores as tabs, each with its unseen count', async () => {
    render(
      <Provider
        stores={[
          { storeId: 'all', name: 'All' },
          { storeId: 'events', name: 'Events' },
        ]}
      >
        <ConnectedNotificationCenter />
      </Provider>,
    );
    const tabs = within(await screen.findByRole('tablist', { name: 'Notification feeds' }));
    expect(await tabs.findByRole('tab', { name: /^All\W+1 unseen$/ })).toBeTruthy();
    expect(tabs.getByRole('tab', { name: /^Events\W+1 unseen$/ })).toBeTruthy();
  });

  it('shows one feed without tabs for the default store', async () => {
    render(
      <Provider>
        <ConnectedNotificationCenter />
      </Provider>,
    );
    await screen.findByRole('list', { name: 'Notifications' });
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

describe('the connected center’s branding and language', () => {
  it('applies the organisation’s colour, font family and direction', async () => {
    branding = { color: '#be185d', fontFamily: 'Georgia, serif', direction: 'rtl' };
    render(
      <Provider>
        <ConnectedNotificationCenter />
      </Provider>,
    );
    const center = screen.getByRole('region', { name: 'Notifications' });
    await vi.waitFor(() => expect(center.getAttribute('dir')).toBe('rtl'));
    expect(center.getAttribute('style')).toContain('Georgia, serif');
    expect(center.getAttribute('style')).toContain('#be185d');
  });

  it('names the bell, the center and the settings in the language given', async () => {
    const user = userEvent.setup();
    render(
      <Provider>
        <ConnectedPopoverNotificationCenter language="de" showUserPreferences />
      </Provider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Benachrichtigungen, 1 neue' }));
    const center = await screen.findByRole('region', { name: 'Benachrichtigungen' });
    await user.click(within(center).getByRole('button', { name: 'Einstellungen' }));
    expect(await screen.findByRole('heading', { name: 'Einstellungen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeTruthy();
  });
});
