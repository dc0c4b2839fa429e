// Links are data, not code: whatever a server sends as a message's url, the center follows only an http(s) URL or a
// path. A host that embeds the kit without a Content Security Policy runs no script from a clicked notification.
import { NotificationProvider } from '@herald/notification-machine/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleMessage } from '../fixtures.js';
import { createInMemoryWidget } from '../inMemoryWidget.js';
import { ConnectedNotificationCenter } from './ConnectedNotificationCenter.js';

beforeAll(() => import('../PopoverNotificationCenter/PopoverPanel.js'));
afterEach(() => vi.unstubAllGlobals());

function Provider({ children }: { children: ReactNode }) {
  return (
    <NotificationProvider
      applicationIdentifier="herald-app"
      subscriberId="student-42"
      subscriberHash="hash"
      backendUrl="http://widget.test"
      socketUrl="http://widget.test"
    >
      {children}
    </NotificationProvider>
  );
}

const links = [
  'javascript:window.hacked=true',
  ' JavaScript:window.hacked=true',
  'java\tscript:window.hacked=true',
  'data:text/html,<script>window.hacked=true</script>',
  '//evil.test/steal',
  '/contributions/42',
  'https://herald.test/events/1',
];

describe('a clicked notification', () => {
  it('hands the host only an http(s) URL or a path, never another scheme', async () => {
    const widget = createInMemoryWidget({
      subscriberId: 'student-42',
      messages: links.map((url, index) =>
        sampleMessage({
          _id: `message-${index + 1}`,
          content: `Message ${index + 1}`,
          createdAt: new Date(Date.UTC(2026, 10, 25, 12, index)).toISOString(),
          cta: { type: 'redirect', data: { url } },
        }),
      ),
    });
    vi.stubGlobal('fetch', widget.fetch);
    const user = userEvent.setup();
    const onUrlChange = vi.fn();
    const onNotificationClick = vi.fn();
    render(
      <Provider>
        <ConnectedNotificationCenter onUrlChange={onUrlChange} onNotificationClick={onNotificationClick} />
      </Provider>,
    );
    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    for (let index = 1; index <= links.length; index += 1) {
      await user.click(list.getByRole('button', { name: new RegExp(`Message ${index}\\b`) }));
    }
    expect(onNotificationClick).toHaveBeenCalledTimes(links.length);
    expect(onUrlChange.mock.calls.map(([url]) => url as string).sort()).toEqual([
      '/contributions/42',
      'https://herald.test/events/1',
    ]);
  });
});
